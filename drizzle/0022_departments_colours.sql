-- Reserved for departments colours; replaced by its migration.
SELECT 1;

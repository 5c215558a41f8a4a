-- Reserved for photographs; replaced by its migration.
SELECT 1;

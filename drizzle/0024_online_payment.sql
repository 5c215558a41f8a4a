-- Reserved for online payment; replaced by its migration.
SELECT 1;

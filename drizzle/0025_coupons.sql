-- Reserved for coupons; replaced by its migration.
SELECT 1;

-- Reserved slot for 0012_product_details: filled by the change that needs it.
SELECT 1;

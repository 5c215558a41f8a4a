-- Reserved slot for 0010_orders_payment: filled by the change that needs it.
SELECT 1;

-- Reserved slot for 0011_search: filled by the change that needs it.
SELECT 1;

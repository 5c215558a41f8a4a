-- A coupon's use no longer follows payment_status through a trigger: services/coupons.ts and
-- services/gateway/online.ts keep it, in the payment's own transaction. A purchase paid online keeps
-- its use while its gateway order can still be paid (the hold's time, even after Close), gives it
-- back once that time is over or its payment is refunded whole, and a payment coming later takes it
-- again only within the coupon's limits, or is refunded whole (issue 35: late payments past a limit
-- were honoured, the count capped, the limit passed silently).
DROP TRIGGER IF EXISTS purchases_coupon_uses ON purchases;--> statement-breakpoint
DROP FUNCTION IF EXISTS coupon_uses_follow_payment();

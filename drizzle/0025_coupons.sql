-- Coupons (src/lib/coupons.ts has the rules): codes an admin creates, percent or flat off the items,
-- with a minimum order, a validity window, a total and a per-shopper use limit and optionally one
-- category or one department (men's and women's include unisex pieces, as their lists do) they apply to. Codes are unique whatever their case; the store keeps them in
-- capitals and shoppers may type them in any case.
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"use_limit" integer,
	"per_shopper_limit" integer,
	"category" text,
	"department" text,
	-- Purchases that used it: raised by a conditional UPDATE inside the checkout transaction (never a
	-- count followed by an insert), so the total limit holds when shoppers race for the last use.
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("kind" IN ('percent', 'flat')),
	CONSTRAINT "coupons_value_check" CHECK ("value" > 0 AND ("kind" = 'flat' OR "value" <= 100)),
	CONSTRAINT "coupons_min_order_check" CHECK ("min_order" >= 0),
	CONSTRAINT "coupons_window_check" CHECK ("valid_from" IS NULL OR "valid_to" IS NULL OR "valid_from" < "valid_to"),
	CONSTRAINT "coupons_limits_check" CHECK (("use_limit" IS NULL OR "use_limit" > 0) AND ("per_shopper_limit" IS NULL OR "per_shopper_limit" > 0)),
	CONSTRAINT "coupons_uses_check" CHECK ("uses" >= 0 AND ("use_limit" IS NULL OR "uses" <= "use_limit")),
	CONSTRAINT "coupons_scope_check" CHECK ("category" IS NULL OR "department" IS NULL),
	CONSTRAINT "coupons_department_check" CHECK ("department" IS NULL OR "department" IN ('men', 'women', 'unisex'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at", "id");--> statement-breakpoint
-- One row per purchase that used a coupon (one coupon per purchase): the per-shopper limit counts
-- these while the coupon's row is locked by the UPDATE above.
CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" integer,
	"purchase_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_purchase_key" ON "coupon_uses" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_shopper_idx" ON "coupon_uses" USING btree ("coupon_id", "user_id");--> statement-breakpoint
-- A purchase's `discount` is everything taken off its items (the payment method's and the coupon's),
-- so the invoice, refunds and revenue, which all read it, agree; `coupon_discount` is the coupon's part.
ALTER TABLE "purchases" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_discount_check" CHECK ("coupon_discount" >= 0 AND "coupon_discount" <= "discount");
--> statement-breakpoint
-- A purchase whose online payment failed (or ran out of time) gives its coupon's use back, so the
-- shopper may use the code when they try again; should a late payment take the purchase back (paid),
-- the use is counted again (never past the limit: the shopper has paid with that discount). In the same
-- transaction as the payment's change, whichever code makes it.
CREATE FUNCTION coupon_uses_follow_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.coupon_id IS NULL OR NEW.payment_status IS NOT DISTINCT FROM OLD.payment_status THEN
    RETURN NULL;
  END IF;
  IF NEW.payment_status = 'payment_failed' THEN
    WITH gone AS (DELETE FROM coupon_uses WHERE purchase_id = NEW.id RETURNING coupon_id)
    UPDATE coupons c SET uses = c.uses - 1 FROM gone WHERE c.id = gone.coupon_id;
  ELSIF OLD.payment_status = 'payment_failed' AND NEW.payment_status = 'paid' THEN
    WITH back AS (
      INSERT INTO coupon_uses (coupon_id, user_id, purchase_id, amount)
      VALUES (NEW.coupon_id, NEW.user_id, NEW.id, NEW.coupon_discount::int)
      ON CONFLICT (purchase_id) DO NOTHING RETURNING coupon_id
    )
    UPDATE coupons c SET uses = least(c.uses + 1, coalesce(c.use_limit, c.uses + 1)) FROM back WHERE c.id = back.coupon_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_coupon_uses AFTER UPDATE OF payment_status ON purchases FOR EACH ROW EXECUTE FUNCTION coupon_uses_follow_payment();

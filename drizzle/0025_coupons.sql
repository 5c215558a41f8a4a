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

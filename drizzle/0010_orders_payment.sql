-- One purchase, one record (README "Checkout and payment"): a checkout's items stay one `orders` row
-- each (the API and the admin lists read them as before) and now name their purchase, which keeps the
-- address as it was, the payment method and the summary the server computed. Written by hand.
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"address_id" integer,
	"address" jsonb,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at","id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_id" integer;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "purchase_id" integer;
--> statement-breakpoint
-- The orders placed before: one purchase per checkout, that is per shopper, address and moment (a
-- checkout's rows share its transaction's now()). Each keeps the id of its first order, so an order
-- number a shopper already has still finds it. They were cash on delivery in effect, with shipping
-- always free and no discount, as the store then said.
INSERT INTO "purchases" ("id", "user_id", "address_id", "address", "payment_method", "payment_status", "subtotal", "shipping", "discount", "total", "created_at")
OVERRIDING SYSTEM VALUE
SELECT min(o."id"), o."user_id", o."address_id",
  (SELECT jsonb_build_object('country', a."country", 'firstName', a."first_name", 'lastName', a."last_name", 'address', a."address", 'city', a."city",
    'company', a."company", 'pincode', a."pincode", 'phone', a."phone") FROM "addresses" a WHERE a."id" = o."address_id"),
  'cod', 'due_on_delivery', sum(o."price"::bigint * o."quantity"), 0, 0, sum(o."price"::bigint * o."quantity"), o."created_at"
FROM "orders" o
GROUP BY o."user_id", o."address_id", o."created_at";
--> statement-breakpoint
-- One statement: the running-totals trigger on orders (0006) sees each row leave and come back with the
-- same status, shopper and amount, so every figure nets to nothing.
UPDATE "orders" o SET "purchase_id" = m."first"
FROM (SELECT "id", min("id") OVER (PARTITION BY "user_id", "address_id", "created_at") AS "first" FROM "orders") m
WHERE m."id" = o."id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"purchases"', 'id'), coalesce((SELECT max("id") FROM "purchases"), 0) + 1, false);
--> statement-breakpoint
UPDATE "checkouts" c SET "purchase_id" = o."purchase_id" FROM "orders" o WHERE o."id" = (c."order_ids"->>0)::int;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_purchase_idx" ON "orders" USING btree ("purchase_id");

-- Returns and exchanges (src/lib/returns.ts has the reasons and the statuses). One
-- return per order row (an item): the shopper asks within RETURN_WINDOW_DAYS of delivery for a refund or
-- an exchange to another size of the same product. An exchange's new size is taken from stock at the
-- request (`reserved` while the units are held for it): given back if declined, handed to the
-- replacement order (`replacement_order_id`) when the parcel comes back. The order's own step follows
-- (return_requested, then returned, exchanged, or back to delivered when declined), with its history.
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"purchase_id" integer,
	"user_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"resolution" text NOT NULL,
	"exchange_size" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"decline_reason" text,
	"damaged" boolean,
	"replacement_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_reason_check" CHECK ("reason" IN ('wrong_size', 'not_as_pictured', 'damaged', 'quality', 'changed_mind', 'other')),
	CONSTRAINT "returns_resolution_check" CHECK ("resolution" IN ('refund', 'exchange') AND ("resolution" = 'exchange') = ("exchange_size" IS NOT NULL)),
	CONSTRAINT "returns_status_check" CHECK ("status" IN ('requested', 'approved', 'declined', 'received', 'refunded', 'exchanged'))
);
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An item is returned at most once: a second request (even after a decline) is refused.
CREATE UNIQUE INDEX "returns_order_key" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "returns_purchase_idx" ON "returns" USING btree ("purchase_id");--> statement-breakpoint
-- Money paid back, in rupees as purchases keep it: what the store's revenue subtracts. At most one
-- refund per return (a second is refused); return_id is null for a refund not tied to a return.
-- method: 'original' (back the way it was paid), 'upi' (upi_id) or 'bank' (account_number + ifsc);
-- cash-on-delivery purchases are refunded by UPI or bank transfer only.
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer,
	"order_id" integer,
	"purchase_id" integer,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"upi_id" text,
	"account_number" text,
	"ifsc" text,
	"reference" text NOT NULL,
	"admin_id" integer,
	"admin_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "refunds_method_check" CHECK ("method" IN ('original', 'upi', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_key" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_purchase_idx" ON "refunds" USING btree ("purchase_id");

-- Paying online through a gateway (Razorpay's API; services/gateway/). One row per purchase paid
-- online: the gateway's order, the payment that settled it, and the hold on its units while the
-- shopper pays (`hold_expires_at`; released once by a conditional update, whichever process sweeps).
CREATE TABLE "gateway_payments" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"payment_id" text,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'holding' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_state_check" CHECK ("state" IN ('holding', 'released', 'paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_order_key" ON "gateway_payments" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "gateway_payments_holding_idx" ON "gateway_payments" USING btree ("hold_expires_at") WHERE "state" = 'holding';--> statement-breakpoint
-- Money given back through the gateway: `receipt` is ours and unique (the refund's idempotency key: a
-- retry first looks for a refund with it at the gateway), `gateway_refund_id` the gateway's once known.
CREATE TABLE "gateway_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"receipt" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_state_check" CHECK ("state" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "gateway_refunds_reason_check" CHECK ("reason" IN ('cancelled', 'returned', 'late_payment', 'duplicate_payment')),
	CONSTRAINT "gateway_refunds_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refunds_receipt_key" ON "gateway_refunds" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "gateway_refunds_purchase_idx" ON "gateway_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "gateway_refunds_pending_idx" ON "gateway_refunds" USING btree ("id") WHERE "state" = 'pending';--> statement-breakpoint
-- Webhook deliveries applied, by the gateway's event id: a replay is answered and changes nothing.
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The local stand-in of the gateway (PAYMENT_SIMULATOR=1, never in production) keeps its orders,
-- payments and refunds here, so every worker of a store answers for the same gateway.
CREATE TABLE "gateway_sim_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_sim_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gateway_sim_payments_order_idx" ON "gateway_sim_payments" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "gateway_sim_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"receipt" text,
	"status" text DEFAULT 'processed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gateway_sim_refunds_payment_idx" ON "gateway_sim_refunds" USING btree ("payment_id");

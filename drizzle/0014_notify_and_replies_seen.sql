-- Issue 22 items 7 and 8. A support reply the shopper has not yet opened in the chat has no reply_seen_at;
-- the chat button's badge counts them by this partial index (only unread replies are in it).
ALTER TABLE "support_messages" ADD COLUMN "reply_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "support_unread_idx" ON "support_messages" USING btree ("user_id") WHERE "reply" IS NOT NULL AND "reply_seen_at" IS NULL;--> statement-breakpoint
-- 'Notify me' on a sold-out size: one pending request per product, size and e-mail (the e-mail is stored
-- lower-cased); notified_at is set when the back-in-stock mail is queued, and the request is done.
CREATE TABLE "stock_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_pending_key" ON "stock_requests" USING btree ("product_id","size","email") WHERE "notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_requests_user_idx" ON "stock_requests" USING btree ("user_id");

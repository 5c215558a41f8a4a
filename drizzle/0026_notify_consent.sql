-- 'Notify me' with consent (issue 35, services/stock-requests.ts): a guest's request waits for the
-- link mailed to the address (only its SHA-256 is kept) before a restock may answer it; a signed-in
-- shopper's is confirmed at once. Requests made before this migration were taken as they were, so
-- they stay confirmed. Confirmation mails per address are counted off (email, created_at).
ALTER TABLE "stock_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "stock_requests" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "stock_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_token_key" ON "stock_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "stock_requests_email_idx" ON "stock_requests" USING btree ("email","created_at");--> statement-breakpoint
-- Deleting an account removes every message to its address (services/users.ts deleteUser).
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree (lower("recipient"));

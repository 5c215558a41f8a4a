-- Addresses an Indian courier can deliver to: the State or Union Territory ('' on addresses
-- saved before it, which the address book then marks for correction), and one default address per
-- shopper (the one checkout preselects), kept unique by a partial index.
ALTER TABLE "addresses" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "is_default";

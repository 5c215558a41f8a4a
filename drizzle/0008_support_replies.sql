ALTER TABLE "support_messages" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_replied_by_admins_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_user_idx" ON "support_messages" USING btree ("user_id","created_at");
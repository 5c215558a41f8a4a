-- Product photographs (README "Photographs", src/server/pictures/): a picture row per upload, shown to
-- shoppers once its variants are ready, and a job per picture that the worker claims like the outbox's
-- sender claims a message (a lease on next_attempt_at, FOR UPDATE SKIP LOCKED), so a worker that dies
-- mid-job leaves it to be taken again and several processes never work on one job at once.
-- An admin's upload (priority 0) is made before the demo drawings queued at seeding (1).
-- Written by hand.
CREATE TABLE "pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"origin" text DEFAULT 'upload' NOT NULL,
	"source_key" text,
	"content_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"og_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE,
	CONSTRAINT "pictures_status_check" CHECK ("status" IN ('pending', 'ready', 'failed')),
	CONSTRAINT "pictures_origin_check" CHECK ("origin" IN ('upload', 'seed'))
);
--> statement-breakpoint
CREATE INDEX "pictures_product_idx" ON "pictures" USING btree ("product_id","position");
--> statement-breakpoint
CREATE TABLE "picture_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "picture_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"picture_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "picture_jobs_picture_id_unique" UNIQUE("picture_id"),
	CONSTRAINT "picture_jobs_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "pictures"("id") ON DELETE CASCADE,
	CONSTRAINT "picture_jobs_status_check" CHECK ("status" IN ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "picture_jobs_due_idx" ON "picture_jobs" USING btree ("priority","next_attempt_at") WHERE "status" = 'queued';

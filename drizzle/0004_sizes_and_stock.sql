CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	"stock" integer,
	CONSTRAINT "product_sizes_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_sizes_stock_check" CHECK ("product_sizes"."stock" >= 0)
);
--> statement-breakpoint
DROP INDEX "cart_user_prod_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size" text DEFAULT 'M' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "size" text DEFAULT 'M' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sizes_low_idx" ON "product_sizes" USING btree ("stock") WHERE "product_sizes"."stock" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_prod_size_key" ON "cart_items" USING btree ("user_id","prod_id","size");--> statement-breakpoint
INSERT INTO "product_sizes" ("product_id", "size", "position", "stock") SELECT "id", 'M', 0, NULL FROM "products";

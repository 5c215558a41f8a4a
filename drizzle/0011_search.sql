-- Search: a weighted full-text document per product, kept by PostgreSQL itself.
-- search_words() is the one normalisation both the document and the vocabulary read (the
-- query side, src/lib/search-query.ts, does the same in TypeScript): lower case, "men's" -> "men",
-- and a hyphenated word also written joined, so 'T-shirts' is found as 'tshirt', 't-shirt' and 'shirt'.
CREATE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(
    regexp_replace(lower(t), '([[:alnum:]])[''’]s\M', '\1', 'g'),
    '([[:alnum:]]+)-([[:alnum:]]+)', '\1\2 \1 \2', 'g')
$$;
--> statement-breakpoint
-- Name (A) beats brand (B) beats category (C) beats description (D). Searches match A-C only
-- (services/search.ts): the description raises a match's rank but never makes one.
ALTER TABLE "products" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, search_words(name)), 'A') ||
  setweight(to_tsvector('english'::regconfig, search_words(brand)), 'B') ||
  setweight(to_tsvector('english'::regconfig, search_words(category)), 'C') ||
  setweight(to_tsvector('english'::regconfig, search_words(description)), 'D')
) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" (lower("brand"));
--> statement-breakpoint
-- Each product's sizes in stock (units left, or not counted), in their order: the filters' `size`
-- and `inStock` and their counts read this column instead of probing product_sizes for every match
-- (bench:api: facets over 100,000 products). Kept by statement-level triggers on product_sizes; an
-- update changes the product only when a size's being in stock (or its order) changed, so a sale
-- touches it only when a size sells out.
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE FUNCTION products_sizes_in_stock_set(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sizes_in_stock = coalesce(
      (SELECT array_agg(s.size ORDER BY s.position) FROM product_sizes s WHERE s.product_id = p.id AND coalesce(s.stock, 1) > 0),
      '{}')
  WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION products_sizes_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_sizes_in_stock_set(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_sizes_in_stock_set(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM products_sizes_in_stock_set(ARRAY(
      SELECT DISTINCT coalesce(n.product_id, o.product_id)
      FROM new_rows n FULL JOIN old_rows o ON o.product_id = n.product_id AND o.size = n.size
      WHERE n.product_id IS NULL OR o.product_id IS NULL OR o.position <> n.position
        OR (coalesce(o.stock, 1) > 0) <> (coalesce(n.stock, 1) > 0)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_sizes_in_stock_insert AFTER INSERT ON product_sizes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sizes_in_stock();
--> statement-breakpoint
CREATE TRIGGER product_sizes_in_stock_update AFTER UPDATE ON product_sizes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sizes_in_stock();
--> statement-breakpoint
CREATE TRIGGER product_sizes_in_stock_delete AFTER DELETE ON product_sizes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sizes_in_stock();
--> statement-breakpoint
SELECT products_sizes_in_stock_set(ARRAY(SELECT DISTINCT product_id FROM product_sizes));

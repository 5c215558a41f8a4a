-- Search (issue 13): a weighted full-text document per product, kept by PostgreSQL itself.
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

-- Departments and colours. Every product is for men, women or both (unisex) and has a colour name and
-- a palette family; products sharing a style code are one style in other colours. Categories sit
-- under a department in their own table, which the console edits and the menus read.
-- Existing products are placed here: the demo catalogue's by name (the same colours the seed writes,
-- src/server/db/demo/catalogue.ts; tests/unit/demo-catalogue.test.ts keeps the two in step), any
-- other by its category's name, then its garment, and a colour word in its name ('multi' without one).
CREATE OR REPLACE FUNCTION slug_of(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(both '-' from regexp_replace(replace(replace(lower(t), '''', ''), '&', 'and'), '[^a-z0-9]+', '-', 'g'))
$$;--> statement-breakpoint
-- Whom a category is for, read from its name ("Men's T-shirts", "Womens Tops"); null when it does not say.
CREATE OR REPLACE FUNCTION department_of_name(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(t) ~ '^(women|woman|ladies|girls)' THEN 'women'
    WHEN lower(t) ~ '^(men|man|boys)' THEN 'men'
    WHEN lower(t) ~ '^unisex' THEN 'unisex'
  END
$$;--> statement-breakpoint
-- A category's label under its department: the name without the department's word ("Men's T-shirts": "T-shirts").
CREATE OR REPLACE FUNCTION label_of_name(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(regexp_replace(t, '^\s*(women|woman|ladies|girls|men|man|boys|unisex)(''s|s)?\s+', '', 'i'), ''), t)
$$;--> statement-breakpoint
CREATE TABLE "categories" (
  "name" text PRIMARY KEY NOT NULL,
  "department" text NOT NULL,
  "label" text NOT NULL,
  "slug" text NOT NULL,
  "position" integer NOT NULL,
  CONSTRAINT "categories_department_check" CHECK ("department" IN ('men', 'women', 'unisex'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" ("slug");--> statement-breakpoint
CREATE INDEX "categories_department_idx" ON "categories" ("department", "position");--> statement-breakpoint
INSERT INTO "categories" ("name", "department", "label", "slug", "position") VALUES
  ('Men''s T-shirts', 'men', 'T-shirts', 'mens-t-shirts', 1),
  ('Men''s Hoodies & Sweatshirts', 'men', 'Hoodies & Sweatshirts', 'mens-hoodies-and-sweatshirts', 2),
  ('Men''s Jackets & Coats', 'men', 'Jackets & Coats', 'mens-jackets-and-coats', 3),
  ('Men''s Sweatpants', 'men', 'Sweatpants', 'mens-sweatpants', 4),
  ('Women''s New in', 'women', 'New in', 'womens-new-in', 1),
  ('Women''s T-shirts', 'women', 'T-shirts', 'womens-t-shirts', 2),
  ('Women''s Bodysuits', 'women', 'Bodysuits', 'womens-bodysuits', 3),
  ('Women''s Hoodies & Sweatshirts', 'women', 'Hoodies & Sweatshirts', 'womens-hoodies-and-sweatshirts', 4),
  ('Women''s Outerwear', 'women', 'Outerwear', 'womens-outerwear', 5),
  ('Women''s Sweatpants', 'women', 'Sweatpants', 'womens-sweatpants', 6),
  ('Sneakers', 'unisex', 'Sneakers', 'sneakers', 1),
  ('Accessories', 'unisex', 'Accessories', 'accessories', 2),
  ('Summer Tees', 'unisex', 'Summer Tees', 'summer-tees', 3),
  ('Supernova', 'unisex', 'Supernova', 'supernova', 4),
  ('Field day', 'unisex', 'Field Day', 'field-day', 5),
  ('Retrograde', 'unisex', 'Retrograde', 'retrograde', 6),
  ('Varsity', 'unisex', 'Varsity', 'varsity', 7),
  ('Goof fest', 'unisex', 'Goof Fest', 'goof-fest', 8),
  ('Y2K', 'unisex', 'Y2K', 'y2k', 9),
  ('Artist Collab: Mira Kapoor', 'unisex', 'Artist Collab: Mira Kapoor', 'artist-collab-mira-kapoor', 10),
  ('Artist Collab: Dev Anand Studio', 'unisex', 'Artist Collab: Dev Anand Studio', 'artist-collab-dev-anand-studio', 11);
--> statement-breakpoint
-- Categories an admin added before: under the department their name says (else unisex), after the seeded ones.
-- A slug another category has already gets the row's number.
INSERT INTO "categories" ("name", "department", "label", "slug", "position")
SELECT c.category, coalesce(department_of_name(c.category), 'unisex'), label_of_name(c.category),
  CASE WHEN EXISTS (SELECT 1 FROM "categories" k WHERE k."slug" = slug_of(c.category)) OR c.dup > 1 OR slug_of(c.category) = ''
    THEN slug_of(c.category) || '-' || c.n ELSE slug_of(c.category) END,
  100 + c.n
FROM (
  SELECT category, row_number() OVER (ORDER BY category) AS n, count(*) OVER (PARTITION BY slug_of(category)) AS dup
  FROM (SELECT DISTINCT "category" FROM "products" WHERE "category" NOT IN (SELECT "name" FROM "categories")) d
) c;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "department" text DEFAULT 'unisex' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text DEFAULT 'Multicolour' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_family" text DEFAULT 'multi' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "style_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_department_check" CHECK ("department" IN ('men', 'women', 'unisex'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_family_check" CHECK ("colour_family" IN
  ('black', 'white', 'grey', 'navy', 'blue', 'green', 'red', 'pink', 'yellow', 'orange', 'brown', 'beige', 'purple', 'multi'));--> statement-breakpoint
-- Any product not in the demo list: the category's department; in a collection (a category whose name
-- names nobody), the garment's: cropped tops, bras, bodysuits and leggings are women's, the rest unisex.
UPDATE "products" p SET "department" = coalesce(
  department_of_name(p."category"),
  CASE WHEN lower(p."name") ~ '(baby tee|crop|sports bra|bra\y|bodysuit|legging|dress|skirt|kurti|blouse)' THEN 'women' END,
  'unisex');--> statement-breakpoint
-- A colour word in the name gives the family (and the word, capitalised, is the colour's name).
UPDATE "products" p SET "colour_family" = w.family, "colour" = initcap(w.word)
FROM (
  SELECT p2."id" AS id, m.word, m.family,
    row_number() OVER (PARTITION BY p2."id" ORDER BY m.rank) AS pick
  FROM "products" p2
  JOIN (VALUES
    ('black', 'black', 1), ('charcoal', 'grey', 2), ('white', 'white', 3), ('ivory', 'white', 4), ('cream', 'beige', 5),
    ('grey', 'grey', 6), ('gray', 'grey', 7), ('navy', 'navy', 8), ('midnight', 'navy', 9), ('blue', 'blue', 10),
    ('denim', 'blue', 11), ('green', 'green', 12), ('olive', 'green', 13), ('khaki', 'green', 14), ('sage', 'green', 15),
    ('red', 'red', 16), ('maroon', 'red', 17), ('burgundy', 'red', 18), ('pink', 'pink', 19), ('rose', 'pink', 20),
    ('yellow', 'yellow', 21), ('mustard', 'yellow', 22), ('orange', 'orange', 23), ('rust', 'orange', 24),
    ('brown', 'brown', 25), ('tan', 'brown', 26), ('chocolate', 'brown', 27), ('beige', 'beige', 28), ('sand', 'beige', 29),
    ('purple', 'purple', 30), ('lilac', 'purple', 31), ('lavender', 'purple', 32)
  ) AS m(word, family, rank) ON lower(p2."name") ~ ('\y' || m.word || '\y')
) w
WHERE p."id" = w.id AND w.pick = 1;--> statement-breakpoint
-- The demo catalogue as the seed writes it now.
UPDATE "products" p SET "department" = d.department, "colour" = d.colour, "colour_family" = d.family, "style_code" = d.style
FROM (VALUES
  -- Generated from src/server/db/demo/catalogue.ts (tests/unit/demo-catalogue.test.ts compares them).
  ('Urban Monk Essential Hoodie (Jet Black)', 'men', 'Jet Black', 'black', 'urban-monk-essential-hoodie'),
  ('Urban Monk Essential Hoodie (Grey Marl)', 'men', 'Grey Marl', 'grey', 'urban-monk-essential-hoodie'),
  ('Northloom Boxy Heavyweight Tee (Black)', 'men', 'Black', 'black', 'northloom-boxy-heavyweight-tee'),
  ('Northloom Boxy Heavyweight Tee (Sage)', 'men', 'Sage', 'green', 'northloom-boxy-heavyweight-tee'),
  ('Hatch Street Tech Fleece Joggers (Charcoal)', 'men', 'Charcoal', 'grey', 'hatch-street-tech-fleece-joggers'),
  ('Hatch Street Tech Fleece Joggers (Olive)', 'men', 'Olive', 'green', 'hatch-street-tech-fleece-joggers'),
  ('Kite & Co Essential Crew Tee (White)', 'women', 'White', 'white', 'kite-and-co-essential-crew-tee'),
  ('Kite & Co Essential Crew Tee (Black)', 'women', 'Black', 'black', 'kite-and-co-essential-crew-tee'),
  ('Mossline Cropped Hoodie (Lilac)', 'women', 'Lilac', 'purple', 'mossline-cropped-hoodie'),
  ('Mossline High-Rise Leggings (Wine)', 'women', 'Wine', 'red', 'mossline-high-rise-leggings'),
  ('Velvet Yard Square-Neck Bodysuit (Cherry Red)', 'women', 'Cherry Red', 'red', 'velvet-yard-square-neck-bodysuit'),
  ('Velvet Yard Oversized Sweatshirt (Lilac)', 'women', 'Lilac', 'purple', 'velvet-yard-oversized-sweatshirt'),
  ('Velvet Yard Oversized Sweatshirt (Black)', 'women', 'Black', 'black', 'velvet-yard-oversized-sweatshirt'),
  ('Summer Polka Dot Tee (Sky Blue)', 'unisex', 'Sky Blue', 'blue', 'summer-polka-dot-tee'),
  ('Supernova Star Print Tee', 'unisex', 'Midnight Navy', 'navy', NULL),
  ('Supernova Galaxy Hoodie', 'unisex', 'Deep Violet', 'purple', NULL),
  ('Field Day Ringer Tee', 'unisex', 'Off White', 'white', NULL),
  ('Field Day Track Pants', 'unisex', 'Forest Green', 'green', NULL),
  ('Retrograde Sunset Tee', 'unisex', 'Cream', 'beige', NULL),
  ('Retrograde Band Sweatshirt', 'unisex', 'Chocolate', 'brown', NULL),
  ('Retrograde Corduroy Jacket', 'unisex', 'Rust', 'orange', NULL),
  ('Retrograde Colour-Block Track Jacket', 'unisex', 'Teal & Mustard', 'multi', NULL),
  ('Retrograde Flared Joggers', 'women', 'Mustard', 'yellow', NULL),
  ('Retrograde Checked Shorts', 'unisex', 'Sand Check', 'beige', NULL),
  ('Varsity Letterman Jacket', 'unisex', 'Navy', 'navy', NULL),
  ('Varsity Crest Sweatshirt', 'unisex', 'Maroon', 'red', NULL),
  ('Varsity Number Tee', 'unisex', 'Ecru', 'beige', NULL),
  ('Summer Wave Graphic Tee', 'unisex', 'Sky Blue', 'blue', NULL),
  ('Summer Breton Stripe Tee', 'unisex', 'White & Navy Stripe', 'white', NULL),
  ('Summer Polka Dot Tee', 'unisex', 'Lemon Yellow', 'yellow', 'summer-polka-dot-tee'),
  ('Goof Fest Smiley Tee', 'unisex', 'Bubblegum Pink', 'pink', NULL),
  ('Goof Fest Checkerboard Shorts', 'unisex', 'White & Violet Check', 'multi', NULL),
  ('Y2K Butterfly Baby Tee', 'women', 'Baby Pink', 'pink', NULL),
  ('Y2K Low-Rise Track Pants', 'women', 'Lilac', 'purple', NULL),
  ('Mira Kapoor Ink Bloom Tee', 'unisex', 'White', 'white', NULL),
  ('Mira Kapoor Garden Hoodie', 'unisex', 'Sage', 'green', NULL),
  ('Mira Kapoor Brushstroke Tote', 'unisex', 'Natural Canvas', 'beige', NULL),
  ('Mira Kapoor Petal Sweatshirt', 'women', 'Blush', 'pink', NULL),
  ('Dev Anand Studio Film Reel Tee', 'unisex', 'Jet Black', 'black', NULL),
  ('Dev Anand Studio Marquee Jacket', 'men', 'Espresso', 'brown', NULL),
  ('Dev Anand Studio Matinee Sweatshirt', 'unisex', 'Vintage Cream', 'beige', NULL),
  ('Dev Anand Studio Poster Cap', 'unisex', 'Brick Red', 'red', NULL),
  ('Northloom Canvas Tote Bag', 'unisex', 'Natural', 'beige', NULL),
  ('Urban Monk Six-Panel Cap', 'unisex', 'Dark Olive', 'green', NULL),
  ('Kite & Co Ribbed Beanie', 'unisex', 'Burnt Orange', 'orange', NULL),
  ('Stride Lab Crew Socks (3 Pack)', 'unisex', 'White', 'white', NULL),
  ('Bluebeam Commuter Backpack', 'unisex', 'Slate Navy', 'navy', NULL),
  ('Hatch Street Dad Cap', 'unisex', 'Stone', 'beige', NULL),
  ('Stride Lab Aero Runner', 'unisex', 'White & Orange', 'white', NULL),
  ('Stride Lab Court Classic', 'unisex', 'White & Green', 'white', NULL),
  ('Bluebeam Cloud Jogger', 'unisex', 'Powder Blue', 'blue', NULL),
  ('Kite & Co Canvas Low', 'unisex', 'Cream', 'beige', NULL),
  ('Urban Monk Chunky Trainer', 'unisex', 'Lavender', 'purple', NULL),
  ('Northloom Suede Retro', 'unisex', 'Tan', 'brown', NULL),
  ('Stride Lab Trail Pacer', 'unisex', 'Olive', 'green', NULL),
  ('Bluebeam Midnight Skate Shoe', 'unisex', 'Midnight Black', 'black', NULL),
  ('Mossline Cloud Fleece Joggers', 'women', 'Lilac', 'purple', NULL),
  ('Mossline High-Rise Leggings', 'women', 'Black', 'black', 'mossline-high-rise-leggings'),
  ('Velvet Yard Wide-Leg Sweatpants', 'women', 'Oat', 'beige', NULL),
  ('Mossline Cropped Hoodie', 'women', 'Peach', 'pink', 'mossline-cropped-hoodie'),
  ('Velvet Yard Oversized Sweatshirt', 'women', 'Mint', 'green', 'velvet-yard-oversized-sweatshirt'),
  ('Northloom Striped Crewneck', 'women', 'Ecru & Red Stripe', 'beige', NULL),
  ('Northloom Belted Trench Coat', 'women', 'Camel', 'beige', NULL),
  ('Tidewell Quilted Puffer Jacket', 'women', 'Petrol Blue', 'blue', NULL),
  ('Velvet Yard Cropped Denim Jacket', 'women', 'Mid Wash Denim', 'blue', NULL),
  ('Kite & Co Essential Crew Tee', 'women', 'Rose Pink', 'pink', 'kite-and-co-essential-crew-tee'),
  ('Tidewell Slub Cotton Tee', 'women', 'Powder Blue', 'blue', NULL),
  ('Velvet Yard Graphic Baby Tee', 'women', 'White', 'white', NULL),
  ('Velvet Yard Square-Neck Bodysuit', 'women', 'Black', 'black', 'velvet-yard-square-neck-bodysuit'),
  ('Mossline Long-Sleeve Rib Bodysuit', 'women', 'Sand', 'beige', NULL),
  ('Kite & Co Scoop Tank Bodysuit', 'women', 'Cherry Red', 'red', NULL),
  ('Mossline Sculpt Sports Bra', 'women', 'Violet', 'purple', NULL),
  ('Mossline Seamless Leggings', 'women', 'Deep Teal', 'green', NULL),
  ('Tidewell Linen Tank Top', 'women', 'Natural Linen', 'beige', NULL),
  ('Kite & Co Running Shorts', 'women', 'Coral', 'orange', NULL),
  ('Urban Monk Heavyweight Joggers', 'men', 'Charcoal', 'grey', NULL),
  ('Hatch Street Tech Fleece Joggers', 'men', 'Navy', 'navy', 'hatch-street-tech-fleece-joggers'),
  ('Northloom Relaxed Sweatpants', 'men', 'Khaki', 'beige', NULL),
  ('Urban Monk Essential Hoodie', 'men', 'Olive', 'green', 'urban-monk-essential-hoodie'),
  ('Hatch Street Logo Hoodie', 'men', 'Black', 'black', NULL),
  ('Forge & Fable Washed Crewneck', 'men', 'Washed Blue Grey', 'grey', NULL),
  ('Forge & Fable Bomber Jacket', 'men', 'Olive', 'green', NULL),
  ('Northloom Wool Overcoat', 'men', 'Charcoal', 'grey', NULL),
  ('Tidewell Packable Puffer', 'men', 'Orange', 'orange', NULL),
  ('Northloom Boxy Heavyweight Tee', 'men', 'White', 'white', 'northloom-boxy-heavyweight-tee'),
  ('Urban Monk Oversized Graphic Tee', 'men', 'Black', 'black', NULL),
  ('Kite & Co Colour-Block Tee', 'men', 'Cobalt Blue', 'blue', NULL),
  ('Hatch Street Striped Crew Tee', 'men', 'Navy Stripe', 'navy', NULL)
) AS d(name, department, colour, family, style)
WHERE p."name" = d.name;--> statement-breakpoint
-- The filters: colour and department read in id order (the list's default), a style's colours by code.
CREATE INDEX "products_colour_family_idx" ON "products" ("colour_family", "id");--> statement-breakpoint
CREATE INDEX "products_department_idx" ON "products" ("department", "id");--> statement-breakpoint
CREATE INDEX "products_style_code_idx" ON "products" ("style_code") WHERE "style_code" IS NOT NULL;--> statement-breakpoint
-- A product naming a category the table lacks (an older client, a bulk insert) adds it, so the table
-- always lists every category a product has. The INSERT runs only when one is missing: a sale updates
-- products too, and must not queue behind a console edit holding the categories table.
CREATE OR REPLACE FUNCTION add_missing_categories(names text[], fallback text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM unnest(names) n WHERE NOT EXISTS (SELECT 1 FROM "categories" c WHERE c."name" = n)) THEN
    RETURN;
  END IF;
  INSERT INTO "categories" ("name", "department", "label", "slug", "position")
  SELECT n, coalesce(department_of_name(n), fallback), label_of_name(n),
    slug_of(n) || CASE WHEN slug_of(n) = '' OR EXISTS (SELECT 1 FROM "categories" k WHERE k."slug" = slug_of(n))
      THEN '-' || substr(md5(n), 1, 6) ELSE '' END,
    coalesce((SELECT max("position") FROM "categories"), 0) + 1
  FROM (SELECT DISTINCT unnest(names) AS n) d
  WHERE NOT EXISTS (SELECT 1 FROM "categories" c WHERE c."name" = d.n)
  ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_follow_inserted_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT "category", min("department") AS department FROM new_rows GROUP BY "category" LOOP
    PERFORM add_missing_categories(ARRAY[r."category"], r.department);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_missing_categories(ARRAY[NEW."category"], NEW."department");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_categories_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_follow_inserted_products();--> statement-breakpoint
CREATE TRIGGER "products_categories_update" AFTER UPDATE OF "category" ON "products"
  FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category") EXECUTE FUNCTION categories_follow_product();

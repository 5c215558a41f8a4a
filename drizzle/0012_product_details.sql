-- The product page's 'Material & care' and 'Fit' come from the product (docs/data.md). Existing rows get
-- the per-category defaults of src/server/db/catalogue.ts (CATEGORY_DETAILS, CLOTHING_DETAILS for any other
-- category); tests/unit/product-details.test.ts keeps this file and those texts in step.
ALTER TABLE "products" ADD COLUMN "material_care" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" SET
  "material_care" = CASE "category"
    WHEN 'Sneakers' THEN E'Breathable mesh upper with synthetic overlays; rubber outsole\nWipe clean with a damp cloth and mild soap\nAir dry away from direct heat; do not machine wash'
    WHEN 'Accessories' THEN E'Durable cotton canvas and knit blends\nSpot clean with a damp cloth\nDo not tumble dry; do not iron prints'
    ELSE E'Cotton-rich fabric, pre-shrunk\nMachine wash cold, inside out, with similar colours\nDo not bleach; dry in shade; iron on the reverse'
  END,
  "fit" = CASE "category"
    WHEN 'Sneakers' THEN E'True to size in UK sizes\nBetween two sizes? Go half a size up'
    WHEN 'Accessories' THEN E'One size\nAdjustable where there is a strap or a drawcord'
    ELSE E'True to size: take your usual size\nBetween two sizes? Take the larger one for an easier fit'
  END;

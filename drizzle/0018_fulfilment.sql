-- Fulfilment steps (src/lib/fulfilment.ts): each order (one item) is at one step, Placed -> Packed ->
-- Shipped -> Delivered, or Cancelled; the returns' steps are reserved names. `status` stays as the
-- admin's old word ('pending', 'Delayed', 'Passed', 'Rejected') for the API's first clients, derived
-- from the step by src/server/services/fulfilment.ts. The shipment (courier, tracking number, expected
-- delivery) and a cancellation's reason and author are kept on the order.
ALTER TABLE "orders" ADD COLUMN "step" text DEFAULT 'placed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery" date;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
-- The old statuses onto the steps: 'Passed' (accepted) is Packed, 'Rejected' an admin's cancellation,
-- 'pending' and 'Delayed' are Placed.
UPDATE "orders" SET
  "step" = CASE "status" WHEN 'Rejected' THEN 'cancelled' WHEN 'Passed' THEN 'packed' ELSE 'placed' END,
  "cancelled_by" = CASE "status" WHEN 'Rejected' THEN 'admin' END
WHERE "status" IN ('Rejected', 'Passed');
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_step_check" CHECK ("step" IN ('placed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned', 'exchanged'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_step_created_idx" ON "orders" USING btree ("step", "created_at", "id");
--> statement-breakpoint
-- The history says from which step to which, who (an admin, the shopper, or the store itself) and why.
ALTER TABLE "order_status_history" ADD COLUMN "from_step" text;
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "step" text;
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor" text DEFAULT 'admin' NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;
--> statement-breakpoint
UPDATE "order_status_history" h SET "step" = l."step", "from_step" = l."from_step"
FROM (
  SELECT "id", "step", coalesce(lag("step") OVER (PARTITION BY "order_id" ORDER BY "created_at", "id"), 'placed') AS "from_step"
  FROM (SELECT "id", "order_id", "created_at", CASE "status" WHEN 'Rejected' THEN 'cancelled' WHEN 'Passed' THEN 'packed' ELSE 'placed' END AS "step" FROM "order_status_history") s
) l
WHERE l."id" = h."id";
--> statement-breakpoint
ALTER TABLE "order_status_history" ALTER COLUMN "step" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_status_history" ALTER COLUMN "from_step" SET NOT NULL;

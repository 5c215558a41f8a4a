-- Revenue, defined once (src/server/services/revenue.ts reads it): what the store keeps
-- = the totals of purchases (shipping in, the payment discount out; a purchase's total is priced again
-- for what remains when items are cancelled or rejected, services/fulfilment.ts) + items bought
-- outside any purchase that are not cancelled or exchanged, less every refund. The view below is that
-- definition as rows of money, one per purchase, per loose item and per refund, each with the shopper
-- it belongs to and how many orders it counts (a purchase with something kept is one order).
--
-- The running totals of 0006 used to count price x quantity of every order row, rejected ones in and
-- shipping and discounts out, so the dashboard disagreed with Analyse. They keep their job (the
-- dashboard never sums the orders table at 100,000 orders) but now follow this definition: statement
-- triggers on purchases, on orders without a purchase, and on refunds add each change's difference,
-- in the same transaction. 'revenue' is the store's, 'shopper_revenue' and 'shopper_orders' those of
-- existing accounts; users.orders_total and orders_count are each shopper's. 'orders' and
-- 'orders:<status>' still count order rows (Manage Orders' totals).
CREATE VIEW revenue_entries AS
  SELECT p.id AS id, 'purchase'::text AS kind, p.user_id, p.total::bigint AS amount, (p.total > 0)::int AS orders FROM purchases p
  UNION ALL
  SELECT o.id, 'item', o.user_id, o.price::bigint * o.quantity, 1 FROM orders o
  WHERE o.purchase_id IS NULL AND o.step NOT IN ('cancelled', 'exchanged')
  UNION ALL
  SELECT r.id, 'refund', coalesce(p.user_id, CASE WHEN r.purchase_id IS NULL THEN o.user_id END), -r.amount::bigint, 0 FROM refunds r
  LEFT JOIN purchases p ON p.id = r.purchase_id
  LEFT JOIN orders o ON o.id = r.order_id;
--> statement-breakpoint
-- Purchases priced before cancelling repriced them (an item rejected before drizzle/0018 stayed in its
-- purchase's total): their subtotal becomes the items still bought, the discount in proportion, the
-- shipping as charged (none when nothing is left).
UPDATE purchases p SET
  subtotal = k.sub,
  discount = CASE WHEN p.subtotal > 0 THEN round(p.discount::numeric * k.sub / p.subtotal)::bigint ELSE 0 END,
  shipping = CASE WHEN k.sub = 0 THEN 0 ELSE p.shipping END,
  total = k.sub + CASE WHEN k.sub = 0 THEN 0 ELSE p.shipping END - CASE WHEN p.subtotal > 0 THEN round(p.discount::numeric * k.sub / p.subtotal)::bigint ELSE 0 END
FROM (
  SELECT purchase_id, sum(CASE WHEN step NOT IN ('cancelled', 'exchanged') THEN price::bigint * quantity ELSE 0 END) AS sub
  FROM orders WHERE purchase_id IS NOT NULL GROUP BY purchase_id
) k
WHERE k.purchase_id = p.id AND k.sub <> p.subtotal;
--> statement-breakpoint
-- The statements that add one statement's money rows (a query `d` of id, user_id, amount, orders and
-- s = +1 or -1) to the running totals. Returned as text for the trigger to EXECUTE: a trigger's
-- transition tables (new_rows, old_rows) are visible to its own queries only, not to a function it calls.
CREATE FUNCTION running_totals_revenue_sql(d text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    format($q$
    WITH d AS (%s)
    INSERT INTO running_totals (name, slot, value)
    SELECT name, slot, sum(v) FROM (
      SELECT 'revenue' AS name, (id %% 8)::smallint AS slot, s * amount AS v FROM d
      UNION ALL SELECT 'shopper_revenue', (id %% 8)::smallint, s * amount FROM d WHERE user_id IS NOT NULL
      UNION ALL SELECT 'shopper_orders', (id %% 8)::smallint, s * orders FROM d WHERE user_id IS NOT NULL
    ) x GROUP BY name, slot HAVING sum(v) <> 0 ORDER BY name, slot
    ON CONFLICT (name, slot) DO UPDATE SET value = running_totals.value + excluded.value$q$, d),
    format($q$
    WITH d AS (%s)
    UPDATE users u SET orders_count = u.orders_count + c.n, orders_total = u.orders_total + c.amount
    FROM (SELECT user_id, sum(s * orders) AS n, sum(s * amount) AS amount FROM d WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY user_id) c
    WHERE u.id = c.user_id AND (c.n <> 0 OR c.amount <> 0)$q$, d)
  ]
$$;
--> statement-breakpoint
-- Order rows: the counts of rows by status as before; money only for items outside a purchase.
CREATE OR REPLACE FUNCTION running_totals_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text;
  cols text := 'id, user_id, status, CASE WHEN purchase_id IS NULL AND step NOT IN (''cancelled'', ''exchanged'') THEN price::bigint * quantity ELSE 0 END';
  kept text := 'CASE WHEN purchase_id IS NULL AND step NOT IN (''cancelled'', ''exchanged'') THEN 1 ELSE 0 END';
  -- A loose item's refunds (none for a row just inserted).
  refunded text := 'CASE WHEN purchase_id IS NULL THEN (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.order_id = x.id AND r.purchase_id IS NULL) ELSE 0 END';
  d text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s AS amount, %s AS orders, 1 AS s FROM new_rows x', cols, kept)
    WHEN 'DELETE' THEN format('SELECT %s - %s AS amount, %s AS orders, -1 AS s FROM old_rows x', cols, refunded, kept)
    ELSE format('SELECT %s - %s AS amount, %s AS orders, 1 AS s FROM new_rows x UNION ALL SELECT %s - %s, %s, -1 FROM old_rows x', cols, refunded, kept, cols, refunded, kept)
  END;
BEGIN
  EXECUTE format($q$
    WITH d AS (%s)
    INSERT INTO running_totals (name, slot, value)
    SELECT name, slot, sum(v) FROM (
      SELECT 'orders' AS name, (id %% 8)::smallint AS slot, s AS v FROM d
      UNION ALL SELECT 'orders:' || status, (id %% 8)::smallint, s FROM d
    ) x GROUP BY name, slot HAVING sum(v) <> 0 ORDER BY name, slot
    ON CONFLICT (name, slot) DO UPDATE SET value = running_totals.value + excluded.value$q$, d);
  FOREACH q IN ARRAY running_totals_revenue_sql(format('SELECT id, user_id, amount, orders, s FROM (%s) m WHERE amount <> 0 OR orders <> 0', d)) LOOP
    EXECUTE q;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Purchases: their total (less what was refunded on them, which the refunds' own trigger took off).
CREATE FUNCTION running_totals_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text;
  refunded text := '(SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.purchase_id = x.id)';
  d text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT id, user_id, total::bigint AS amount, (total > 0)::int AS orders, 1 AS s FROM new_rows x'
    WHEN 'DELETE' THEN format('SELECT id, user_id, total::bigint - %s AS amount, (total > 0)::int AS orders, -1 AS s FROM old_rows x', refunded)
    ELSE format('SELECT id, user_id, total::bigint - %s AS amount, (total > 0)::int AS orders, 1 AS s FROM new_rows x
      UNION ALL SELECT id, user_id, total::bigint - %s, (total > 0)::int, -1 FROM old_rows x', refunded, refunded)
  END;
BEGIN
  FOREACH q IN ARRAY running_totals_revenue_sql(d) LOOP
    EXECUTE q;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_totals_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_purchases();
--> statement-breakpoint
CREATE TRIGGER purchases_totals_update AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_purchases();
--> statement-breakpoint
CREATE TRIGGER purchases_totals_delete AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_purchases();
--> statement-breakpoint
-- Refunds: money paid back comes off the shopper the purchase (or the loose item) belongs to.
CREATE FUNCTION running_totals_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text;
  cols text := 'r.id, coalesce(p.user_id, CASE WHEN r.purchase_id IS NULL THEN o.user_id END) AS user_id, -r.amount::bigint AS amount, 0 AS orders';
  joins text := 'LEFT JOIN purchases p ON p.id = r.purchase_id LEFT JOIN orders o ON o.id = r.order_id';
  d text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS s FROM new_rows r %s', cols, joins)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS s FROM old_rows r %s', cols, joins)
    ELSE format('SELECT %s, 1 AS s FROM new_rows r %s UNION ALL SELECT %s, -1 FROM old_rows r %s', cols, joins, cols, joins)
  END;
BEGIN
  FOREACH q IN ARRAY running_totals_revenue_sql(d) LOOP
    EXECUTE q;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_totals_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_totals_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_totals_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_refunds();
--> statement-breakpoint
-- A loose item's refunds are looked up by its id (the triggers above, the CSV's Refunded column).
CREATE INDEX IF NOT EXISTS "refunds_order_idx" ON "refunds" USING btree ("order_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_running_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, purchases, refunds, users, cart_items IN SHARE MODE;
  DELETE FROM running_totals;
  INSERT INTO running_totals (name, slot, value)
  SELECT name, slot, sum(v) FROM (
    SELECT 'orders' AS name, (id % 8)::smallint AS slot, 1::bigint AS v FROM orders
    UNION ALL SELECT 'orders:' || status, (id % 8)::smallint, 1 FROM orders
    UNION ALL SELECT 'revenue', (id % 8)::smallint, amount FROM revenue_entries
    UNION ALL SELECT 'shopper_revenue', (id % 8)::smallint, amount FROM revenue_entries WHERE user_id IS NOT NULL
    UNION ALL SELECT 'shopper_orders', (id % 8)::smallint, orders FROM revenue_entries WHERE user_id IS NOT NULL
    UNION ALL SELECT 'users', (id % 8)::smallint, 1 FROM users
    UNION ALL SELECT 'cart_lines', (id % 8)::smallint, 1 FROM cart_items
  ) x GROUP BY name, slot HAVING sum(v) <> 0;
  UPDATE users u SET orders_count = coalesce(c.n, 0), orders_total = coalesce(c.amount, 0), cart_count = coalesce(k.n, 0)
  FROM users u2
  LEFT JOIN (SELECT user_id, sum(orders)::int AS n, sum(amount)::bigint AS amount FROM revenue_entries WHERE user_id IS NOT NULL GROUP BY user_id) c ON c.user_id = u2.id
  LEFT JOIN (SELECT user_id, count(*) AS n FROM cart_items GROUP BY user_id) k ON k.user_id = u2.id
  WHERE u.id = u2.id
    AND (u.orders_count, u.orders_total, u.cart_count) IS DISTINCT FROM (coalesce(c.n, 0)::int, coalesce(c.amount, 0)::bigint, coalesce(k.n, 0)::int);
END $$;
--> statement-breakpoint
SELECT rebuild_running_totals();

-- Custom SQL migration file, put your code below! --
-- Running totals (src/server/db/schema.ts: users.orders_count/orders_total and running_totals), kept
-- by statement-level triggers in the same transaction as the rows they count: one checkout of five
-- lines is one trigger call, and a bulk load of 100,000 orders is one as well. Store-wide figures are
-- spread over 8 slots (row id mod 8) so concurrent checkouts seldom wait on one another; counter rows
-- are upserted in (name, slot) order so two transactions always lock them in the same order.
CREATE FUNCTION running_totals_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT id, user_id, status, price::bigint * quantity AS amount, 1 AS s FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT id, user_id, status, price::bigint * quantity AS amount, -1 AS s FROM old_rows'
    ELSE 'SELECT id, user_id, status, price::bigint * quantity AS amount, 1 AS s FROM new_rows
      UNION ALL SELECT id, user_id, status, price::bigint * quantity, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    WITH d AS (%s)
    INSERT INTO running_totals (name, slot, value)
    SELECT name, slot, sum(v) FROM (
      SELECT 'orders' AS name, (id %% 8)::smallint AS slot, s AS v FROM d
      UNION ALL SELECT 'orders:' || status, (id %% 8)::smallint, s FROM d
      UNION ALL SELECT 'shopper_orders', (id %% 8)::smallint, s FROM d WHERE user_id IS NOT NULL
      UNION ALL SELECT 'shopper_revenue', (id %% 8)::smallint, s * amount FROM d WHERE user_id IS NOT NULL
    ) x GROUP BY name, slot HAVING sum(v) <> 0 ORDER BY name, slot
    ON CONFLICT (name, slot) DO UPDATE SET value = running_totals.value + excluded.value$q$, d);
  EXECUTE format($q$
    WITH d AS (%s)
    UPDATE users u SET orders_count = u.orders_count + c.n, orders_total = u.orders_total + c.amount
    FROM (SELECT user_id, sum(s) AS n, sum(s * amount) AS amount FROM d WHERE user_id IS NOT NULL GROUP BY user_id) c
    WHERE u.id = c.user_id AND (c.n <> 0 OR c.amount <> 0)$q$, d);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_orders();
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_orders();
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_orders();
--> statement-breakpoint
-- Rows counted one by one ('users', 'cart_lines'): the counter's name is the trigger's argument.
CREATE FUNCTION running_totals_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (name, slot, value)
    SELECT TG_ARGV[0], (id % 8)::smallint, count(*) FROM new_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (name, slot) DO UPDATE SET value = running_totals.value + excluded.value;
  ELSE
    INSERT INTO running_totals (name, slot, value)
    SELECT TG_ARGV[0], (id % 8)::smallint, -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (name, slot) DO UPDATE SET value = running_totals.value + excluded.value;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_totals_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_rows('users');
--> statement-breakpoint
CREATE TRIGGER users_totals_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_rows('users');
--> statement-breakpoint
CREATE TRIGGER cart_items_totals_insert AFTER INSERT ON cart_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_rows('cart_lines');
--> statement-breakpoint
CREATE TRIGGER cart_items_totals_delete AFTER DELETE ON cart_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_rows('cart_lines');
--> statement-breakpoint
-- Recomputes every running total from the rows themselves (`npm run db:rebuild-totals`, and once
-- here for the rows that existed before the triggers). The SHARE locks hold writers back meanwhile,
-- so nothing is counted twice or missed; readers are not held.
CREATE FUNCTION rebuild_running_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, users, cart_items IN SHARE MODE;
  DELETE FROM running_totals;
  INSERT INTO running_totals (name, slot, value)
  SELECT name, slot, sum(v) FROM (
    SELECT 'orders' AS name, (id % 8)::smallint AS slot, 1::bigint AS v FROM orders
    UNION ALL SELECT 'orders:' || status, (id % 8)::smallint, 1 FROM orders
    UNION ALL SELECT 'shopper_orders', (id % 8)::smallint, 1 FROM orders WHERE user_id IS NOT NULL
    UNION ALL SELECT 'shopper_revenue', (id % 8)::smallint, price::bigint * quantity FROM orders WHERE user_id IS NOT NULL
    UNION ALL SELECT 'users', (id % 8)::smallint, 1 FROM users
    UNION ALL SELECT 'cart_lines', (id % 8)::smallint, 1 FROM cart_items
  ) x GROUP BY name, slot;
  UPDATE users u SET orders_count = coalesce(c.n, 0), orders_total = coalesce(c.amount, 0)
  FROM users u2 LEFT JOIN (SELECT user_id, count(*) AS n, sum(price::bigint * quantity) AS amount FROM orders GROUP BY user_id) c ON c.user_id = u2.id
  WHERE u.id = u2.id AND (u.orders_count, u.orders_total) IS DISTINCT FROM (coalesce(c.n, 0)::int, coalesce(c.amount, 0)::bigint);
END $$;
--> statement-breakpoint
SELECT rebuild_running_totals();

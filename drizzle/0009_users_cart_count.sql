ALTER TABLE "users" ADD COLUMN "cart_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each shopper's cart lines as a running total (the dashboard's Cart column), kept like the others
-- (0006): a statement-level trigger in the same transaction as the cart change. Counting them per row
-- instead meant walking every dead version of a cart line that had been updated often, on PGlite,
-- which has no autovacuum.
CREATE FUNCTION running_totals_cart_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET cart_count = u.cart_count + c.n
    FROM (SELECT user_id, count(*)::int AS n FROM new_rows GROUP BY user_id ORDER BY user_id) c WHERE u.id = c.user_id;
  ELSE
    UPDATE users u SET cart_count = u.cart_count - c.n
    FROM (SELECT user_id, count(*)::int AS n FROM old_rows GROUP BY user_id ORDER BY user_id) c WHERE u.id = c.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_items_users_insert AFTER INSERT ON cart_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_cart_users();
--> statement-breakpoint
CREATE TRIGGER cart_items_users_delete AFTER DELETE ON cart_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION running_totals_cart_users();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_running_totals() RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE users u SET orders_count = coalesce(c.n, 0), orders_total = coalesce(c.amount, 0), cart_count = coalesce(k.n, 0)
  FROM users u2
  LEFT JOIN (SELECT user_id, count(*) AS n, sum(price::bigint * quantity) AS amount FROM orders GROUP BY user_id) c ON c.user_id = u2.id
  LEFT JOIN (SELECT user_id, count(*) AS n FROM cart_items GROUP BY user_id) k ON k.user_id = u2.id
  WHERE u.id = u2.id
    AND (u.orders_count, u.orders_total, u.cart_count) IS DISTINCT FROM (coalesce(c.n, 0)::int, coalesce(c.amount, 0)::bigint, coalesce(k.n, 0)::int);
END $$;
--> statement-breakpoint
SELECT rebuild_running_totals();

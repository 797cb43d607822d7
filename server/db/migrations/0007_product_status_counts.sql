-- Issue 11 (decision 016): the review queue's counts by status, kept by statement-level triggers on products
-- instead of counting a million rows on every page. Each statement (an insert, COPY included, an update, a
-- delete, a cascade from a deleted seller) adds its net change per status to one of 8 shards chosen at
-- random, so concurrent saves rarely wait on the same row; readers sum the shards. TRUNCATE empties them.
CREATE TABLE "product_status_counts" (
	"status" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "product_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE FUNCTION products_count_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chosen smallint := floor(random() * 8)::smallint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_status_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO product_status_counts AS counts (status, shard, count)
      SELECT status, chosen, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status, shard) DO UPDATE SET count = counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_status_counts AS counts (status, shard, count)
      SELECT status, chosen, -count(*) FROM old_rows GROUP BY status
      ON CONFLICT (status, shard) DO UPDATE SET count = counts.count + excluded.count;
  ELSE
    -- Most updates leave the status as it was: they net to nothing and touch no counter.
    INSERT INTO product_status_counts AS counts (status, shard, count)
      SELECT status, chosen, sum(change) FROM (
        SELECT status, 1 AS change FROM new_rows
        UNION ALL
        SELECT status, -1 FROM old_rows
      ) AS changes
      GROUP BY status HAVING sum(change) <> 0
      ON CONFLICT (status, shard) DO UPDATE SET count = counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_inserts AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_statuses();
--> statement-breakpoint
CREATE TRIGGER products_count_updates AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_statuses();
--> statement-breakpoint
CREATE TRIGGER products_count_deletes AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_statuses();
--> statement-breakpoint
CREATE TRIGGER products_count_truncates AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_statuses();
--> statement-breakpoint
INSERT INTO product_status_counts (status, shard, count)
  SELECT status, 0, count(*) FROM products GROUP BY status;

-- Issue 11 (decision 016): the status counters are updated in status order, by statement rather than by
-- chance. A statement that moves a product from one status to another changes two counters of its shard; an
-- admin's approval (0 -> 1) and a seller's edit sending another product back (1 -> 0) that drew the same shard
-- must lock them in the same order, or each could hold one and wait for the other. 0007 left the order to
-- the aggregate's (a hash of the status, the same for every statement, but nowhere promised).
CREATE OR REPLACE FUNCTION products_count_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chosen smallint := floor(random() * 8)::smallint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_status_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO product_status_counts AS counts (status, shard, count)
      SELECT status, chosen, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (status, shard) DO UPDATE SET count = counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_status_counts AS counts (status, shard, count)
      SELECT status, chosen, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (status, shard) DO UPDATE SET count = counts.count + excluded.count;
  ELSE
    -- Most updates leave the status as it was: they net to nothing and touch no counter.
    INSERT INTO product_status_counts AS counts (status, shard, count)
      SELECT status, chosen, sum(change) FROM (
        SELECT status, 1 AS change FROM new_rows
        UNION ALL
        SELECT status, -1 FROM old_rows
      ) AS changes
      GROUP BY status HAVING sum(change) <> 0 ORDER BY status
      ON CONFLICT (status, shard) DO UPDATE SET count = counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;

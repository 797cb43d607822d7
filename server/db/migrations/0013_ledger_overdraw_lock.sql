-- Issue 13 (decision 032): the overdraw floor holds against concurrent writers too. A row's check reads only
-- what was committed when it ran, so two reservations written at once, neither under the seller's lock, could
-- each see the balance without the other. The check now takes the seller's lock itself (the one the payouts
-- service takes first, so a request that did costs nothing more) and then sums what has been committed by
-- then: in READ COMMITTED each statement of a volatile function sees the rows committed before it began.
CREATE OR REPLACE FUNCTION ledger_entries_no_overdraw() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  balance bigint;
BEGIN
  PERFORM 1 FROM sellers WHERE id = NEW.seller_id FOR NO KEY UPDATE;
  SELECT coalesce(sum(amount), 0) INTO balance FROM ledger_entries
    WHERE seller_id = NEW.seller_id AND available_at <= NEW.available_at;
  IF balance < 0 THEN
    RAISE EXCEPTION 'payout reservation would overdraw seller %: balance %', NEW.seller_id, balance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

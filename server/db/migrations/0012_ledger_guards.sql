-- Issue 13 (decision 032): the database itself keeps the ledger honest, whatever code writes to it.
-- 1. Ledger rows are never changed or deleted: a correction is a new row.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- 2. A payout reservation may not take the seller's balance, as of its own moment, below zero. The service
-- checks first under the seller's lock and answers 409; this is the floor under that check.
CREATE FUNCTION ledger_entries_no_overdraw() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO balance FROM ledger_entries
    WHERE seller_id = NEW.seller_id AND available_at <= NEW.available_at;
  IF balance < 0 THEN
    RAISE EXCEPTION 'payout reservation would overdraw seller %: balance %', NEW.seller_id, balance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_no_overdraw AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.kind = 'payout_reserve') EXECUTE FUNCTION ledger_entries_no_overdraw();
--> statement-breakpoint
-- 3. A decided payout request stays decided: completed and failed are final (src/machines/payout-status).
CREATE FUNCTION payout_requests_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'payout request % is already %', OLD.id, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.seller_id <> OLD.seller_id OR NEW.amount <> OLD.amount OR NEW.channel_code <> OLD.channel_code
    OR NEW.account_number <> OLD.account_number OR NEW.account_name <> OLD.account_name THEN
    RAISE EXCEPTION 'payout request % may change only its decision', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_requests_final BEFORE UPDATE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION payout_requests_final();
--> statement-breakpoint
CREATE TRIGGER payout_requests_no_delete BEFORE DELETE OR TRUNCATE ON payout_requests
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();

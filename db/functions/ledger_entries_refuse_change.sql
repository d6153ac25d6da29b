-- The payment ledger is append-only: a correction is a new row. Rows go only with their registration
-- (ON DELETE CASCADE). Trigger: ledger_entries_append_only.
CREATE OR REPLACE FUNCTION ledger_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM joiners WHERE joiner_id = OLD.joiner_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$ LANGUAGE plpgsql;

-- The audit log stays append-only (staff access to personal data must stay provable, spec §6), with one
-- exception: the retention job (lib/retention/audit.ts) deletes entries older than the law asks to keep,
-- and only those past one year, inside a transaction that says so with SET LOCAL marathon.retention = 'on'.
-- Trigger: audit_log_append_only.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('marathon.retention', true) = 'on'
     AND OLD.at < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;

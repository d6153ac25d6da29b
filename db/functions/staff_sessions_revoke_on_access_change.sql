-- Disabling an account, changing its role or resetting its two-step sign-in ends every session of it
-- at once (lib/staff/accounts.ts), whoever changes the row.
CREATE OR REPLACE FUNCTION staff_sessions_revoke_on_access_change() RETURNS trigger AS $$
BEGIN
  IF (NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL)
     OR NEW.role IS DISTINCT FROM OLD.role
     OR (OLD.totp_enabled_at IS NOT NULL AND NEW.totp_enabled_at IS NULL) THEN
    UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = NEW.staff_id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

-- A password change ends every session of the account at once (spec §6), whoever changes the row
-- (admin:create resetting a password, a manual UPDATE).
CREATE OR REPLACE FUNCTION staff_sessions_revoke_on_change() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = NEW.staff_id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

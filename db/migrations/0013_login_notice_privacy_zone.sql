ALTER TABLE "untact_runners" ADD COLUMN "privacy_zone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "notice_failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "notice_last_failed_at" timestamp with time zone;--> statement-breakpoint
-- Wrong passwords no longer lock an account (anyone could lock the office out and end its live
-- sessions): only a password change ends every session of the account now.
DROP TRIGGER staff_users_revoke_sessions ON staff_users;--> statement-breakpoint
CREATE OR REPLACE FUNCTION staff_sessions_revoke_on_change() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = NEW.staff_id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_users_revoke_sessions AFTER UPDATE OF password_hash ON staff_users
  FOR EACH ROW EXECUTE FUNCTION staff_sessions_revoke_on_change();

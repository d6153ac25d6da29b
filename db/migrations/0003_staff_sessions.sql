CREATE TABLE "staff_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("staff_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
-- A password change or a lockout ends every session of the account at once (spec §6), whoever
-- changes the row (login lockout, admin:create resetting a password, a manual UPDATE).
CREATE OR REPLACE FUNCTION staff_sessions_revoke_on_change() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR (NEW.locked_until IS NOT NULL AND NEW.locked_until > now()
         AND (OLD.locked_until IS NULL OR OLD.locked_until <= now())) THEN
    UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = NEW.staff_id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_users_revoke_sessions AFTER UPDATE OF password_hash, locked_until ON staff_users
  FOR EACH ROW EXECUTE FUNCTION staff_sessions_revoke_on_change();

CREATE TABLE "message_bulks" (
	"bulk_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"segment" jsonb NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"total" integer NOT NULL,
	"staff_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_slot_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"section_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"page" text NOT NULL,
	"section_key" text NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"version" serial PRIMARY KEY NOT NULL,
	"privacy_ko" text NOT NULL,
	"rules_ko" text NOT NULL,
	"privacy_en" text NOT NULL,
	"rules_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
-- The consent texts in force: the newest published version (each registration records it, by the
-- default of joiners.consent_version). Version 1 is the text the site has shown since it opened.
CREATE FUNCTION current_consent_version() RETURNS integer AS $$
  SELECT version FROM consent_texts WHERE published_at <= now() ORDER BY published_at DESC, version DESC LIMIT 1
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
INSERT INTO consent_texts (privacy_ko, rules_ko, privacy_en, rules_en, published_at, published_by) VALUES (
  '1. 수집 항목: 신청자 이름, 휴대전화 번호, 주소(우편번호·도로명·상세 주소), 참가자 이름, 생년월일, 성별, 휴대전화 번호, 기념품 옵션

2. 수집·이용 목적: 대회 참가 접수와 본인 확인, 참가비 입금 확인, 배번호·기념품 발송, 기록 측정과 기록증 발급, 대회 관련 안내 문자 발송, 안전사고 발생 시 연락

3. 보유·이용 기간: 대회 종료 후 기록 조회 서비스를 위하여 이름, 성별, 배번호, 기록은 보존하며, 그 밖의 정보는 대회 종료 후 1년 이내에 파기합니다. 관계 법령에 따라 보존할 필요가 있는 경우 해당 기간 동안 보관합니다.

4. 동의를 거부할 권리: 개인정보 수집·이용에 동의하지 않을 수 있으나, 동의하지 않으면 대회 참가 신청이 불가능합니다.',
  '1. 참가자는 대회 전 충분한 훈련과 건강 검진으로 자신의 건강 상태를 확인하고 참가합니다. 심장 질환, 고혈압 등 지병이 있는 분은 의사와 상담한 후 참가해 주세요.

2. 대회 중 발생한 사고에 대해 주최 측은 가입한 보험의 범위 안에서만 책임을 지며, 개인 부주의나 지병으로 인한 사고는 참가자 본인에게 책임이 있습니다.

3. 배번호는 본인만 사용할 수 있으며 양도·대리 참가는 금지됩니다. 적발 시 기록이 인정되지 않으며 사고 시 보상을 받을 수 없습니다.

4. 코스별 제한 시간(하프 2시간 30분, 미니 1시간 30분, 건강 1시간)을 넘기면 회수 차량에 탑승해야 하며 교통 통제가 해제됩니다.

5. 참가 신청 기간이 끝난 뒤에는 참가비를 환불하지 않습니다.

6. 대회 사진과 영상은 대회 홍보 목적으로 사용될 수 있습니다.

7. 천재지변이나 안전상의 이유로 대회가 축소·취소될 수 있으며, 이 경우 주최 측의 안내에 따릅니다.',
  '1. Items collected: applicant name, mobile number, address (postcode, road address, detail address); participant name, date of birth, gender, mobile number and souvenir option.

2. Purposes: registering for the event and identifying you, confirming the entry fee, sending bib numbers and souvenirs, timing and issuing certificates, event text messages, and contacting you in an emergency.

3. Retention: name, gender, bib number and results are kept for the record search service after the race; all other data is destroyed within one year after the event, unless a law requires keeping it longer.

4. Your right to refuse: you may refuse, but without consent the event application is not possible.',
  '1. Participants confirm their own health through training and check-ups before the race. If you have a heart condition, high blood pressure or another illness, consult a doctor first.

2. The organiser is liable for accidents during the race only within the cover of its insurance; accidents caused by personal negligence or an existing illness are the participant''s own responsibility.

3. A bib may be used only by its owner; transfer or running for someone else is forbidden. Such results are void and not insured.

4. Runners over the time limit of their course (half 2h30, mini 1h30, health 1h) must board the sweeper bus; roads reopen to traffic.

5. Entry fees are not refunded after the registration period ends.

6. Photos and videos of the event may be used to promote it.

7. The event may be shortened or cancelled for natural disasters or safety reasons; follow the organiser''s instructions in that case.',
  '2025-01-01T00:00:00+09:00', NULL);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	"requested_by" text
);
--> statement-breakpoint
-- The one staff role there was could do everything: those accounts are directors now.
UPDATE "staff_users" SET "role" = 'director' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "retention_months" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "consent_version" integer;--> statement-breakpoint
-- Registrations made before versions were kept agreed to version 1; new ones record the version in force.
UPDATE "joiners" SET "consent_version" = 1;--> statement-breakpoint
ALTER TABLE "joiners" ALTER COLUMN "consent_version" SET DEFAULT current_consent_version();--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "bulk_id" integer;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "fallback_reason" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "resend_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_bulks" ADD CONSTRAINT "message_bulks_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sections" ADD CONSTRAINT "content_sections_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_sections_uq" ON "content_sections" USING btree ("event_id","page","section_key");--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_bulk_id_message_bulks_bulk_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."message_bulks"("bulk_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_current_uq" ON "events" USING btree ("is_current") WHERE "events"."is_current";--> statement-breakpoint
CREATE INDEX "sms_outbox_bulk_idx" ON "sms_outbox" USING btree ("bulk_id","sms_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status","sms_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_recipient_idx" ON "sms_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" IN ('director', 'reception', 'desk', 'content', 'timing'));--> statement-breakpoint
-- Disabling an account, changing its role or resetting its two-step sign-in ends every session of it
-- at once (lib/staff/accounts.ts), whoever changes the row.
CREATE FUNCTION staff_sessions_revoke_on_access_change() RETURNS trigger AS $$
BEGIN
  IF (NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL)
     OR NEW.role IS DISTINCT FROM OLD.role
     OR (OLD.totp_enabled_at IS NOT NULL AND NEW.totp_enabled_at IS NULL) THEN
    UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = NEW.staff_id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_users_revoke_on_access_change AFTER UPDATE OF disabled_at, role, totp_enabled_at ON staff_users
  FOR EACH ROW EXECUTE FUNCTION staff_sessions_revoke_on_access_change();
--> statement-breakpoint
-- The audit log stays append-only, with one exception: the retention job (lib/retention/audit.ts)
-- deletes entries older than the law asks to keep, and only those past one year (the minimum for access
-- records of personal data), inside a transaction that says so with SET LOCAL marathon.retention = 'on'.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('marathon.retention', true) = 'on'
     AND OLD.at < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;

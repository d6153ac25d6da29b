CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer,
	"runner_seq" integer,
	"hold_round" integer NOT NULL,
	"ticket_name" text NOT NULL,
	"runner_name" text NOT NULL,
	"back_no" text,
	"elapse_time" integer,
	"gun_time" integer,
	"total_rank" integer,
	"age_rank" integer,
	"distance" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "birthday" text;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_record_uq" ON "certificates" USING btree ("record_id") WHERE "certificates"."revoked_at" IS NULL AND "certificates"."kind" = 'official';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_untact_uq" ON "certificates" USING btree ("runner_seq") WHERE "certificates"."revoked_at" IS NULL AND "certificates"."kind" = 'untact';--> statement-breakpoint
CREATE INDEX "certificates_round_course_idx" ON "certificates" USING btree ("hold_round","ticket_name");--> statement-breakpoint
CREATE INDEX "personal_records_name_key_idx" ON "personal_records" USING btree ("runner_name_key","hold_round");
ALTER TABLE "sms_outbox" ALTER COLUMN "provider" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "joiner_id" integer;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_joiner_idx" ON "sms_outbox" USING btree ("joiner_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("send_after") WHERE "sms_outbox"."status" IN ('QUEUED', 'SENDING');--> statement-breakpoint
-- Messages stored before the delivery queue: their outcome moves to the new columns. A row still
-- QUEUED then was cut off mid-send by a stopped process and has no delivery job: it is closed as failed.
UPDATE "sms_outbox" SET "reason" = "error", "attempts" = 1, "last_attempt_at" = COALESCE("sent_at", "created_at") WHERE "status" IN ('SENT', 'FAILED');--> statement-breakpoint
UPDATE "sms_outbox" SET "status" = 'FAILED', "reason" = 'interrupted before delivery (stored before the delivery queue)' WHERE "status" = 'QUEUED';--> statement-breakpoint
ALTER TABLE "sms_outbox" DROP COLUMN "error";
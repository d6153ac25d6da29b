ALTER TABLE "joiners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "subject" text;
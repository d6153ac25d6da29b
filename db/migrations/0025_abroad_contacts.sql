ALTER TABLE "runners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "to_email" text;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "email" text;
CREATE TABLE "pow_used" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"wait_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"wait_seq" integer NOT NULL,
	"ticket_seq" integer NOT NULL,
	"runner_name" text NOT NULL,
	"birthday" text NOT NULL,
	"gender" text NOT NULL,
	"cellphone" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"invite_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"joiner_id" integer
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deposit_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deposit_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "invite_minutes" integer DEFAULT 2880 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pow_challenge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "reminded_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_ticket_seq_tickets_ticket_seq_fk" FOREIGN KEY ("ticket_seq") REFERENCES "public"."tickets"("ticket_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_event_wait_seq_uq" ON "waitlist" USING btree ("event_id","wait_seq");--> statement-breakpoint
CREATE INDEX "waitlist_line_idx" ON "waitlist" USING btree ("ticket_seq","state","wait_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_live_identity_uq" ON "waitlist" USING btree ("event_id",btrim(regexp_replace(lower(normalize("runner_name", NFC)), '\s+', ' ', 'g')),"cellphone","birthday") WHERE "waitlist"."state" IN ('waiting', 'invited');--> statement-breakpoint
CREATE INDEX "waitlist_phone_idx" ON "waitlist" USING btree ("event_id","cellphone");--> statement-breakpoint
CREATE INDEX "joiners_event_phone_idx" ON "joiners" USING btree ("event_id","cellphone");--> statement-breakpoint
CREATE INDEX "joiners_unpaid_deadline_idx" ON "joiners" USING btree ("pay_deadline") WHERE "joiners"."payment_status" = 'RSVT' AND "joiners"."pay_deadline" IS NOT NULL;
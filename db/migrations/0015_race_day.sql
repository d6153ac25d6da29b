CREATE TABLE "bib_ranges" (
	"range_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_seq" integer NOT NULL,
	"from_no" integer NOT NULL,
	"to_no" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bib_reserved" (
	"event_id" integer NOT NULL,
	"back_no" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bib_reserved_event_id_back_no_pk" PRIMARY KEY("event_id","back_no")
);
--> statement-breakpoint
CREATE TABLE "runner_notices" (
	"runner_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"back_no" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runner_notices_runner_seq_kind_pk" PRIMARY KEY("runner_seq","kind")
);
--> statement-breakpoint
CREATE TABLE "kit_dispatches" (
	"joiner_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"courier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"dispatched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"staff_user_name" text
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"runner_seq" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"desk" text NOT NULL,
	"method" text NOT NULL,
	"staff_user_name" text
);
--> statement-breakpoint
CREATE TABLE "timing_passings" (
	"passing_id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"runner_seq" integer NOT NULL,
	"ticket_seq" integer NOT NULL,
	"point" text NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timing_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "emergency_name" text;--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "emergency_relation" text;--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "blood_type" text;--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "blood_rh" text;--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "finish_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "runners" ADD COLUMN "finish_sms_emergency" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bib_ranges" ADD CONSTRAINT "bib_ranges_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bib_ranges" ADD CONSTRAINT "bib_ranges_ticket_seq_tickets_ticket_seq_fk" FOREIGN KEY ("ticket_seq") REFERENCES "public"."tickets"("ticket_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bib_reserved" ADD CONSTRAINT "bib_reserved_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_notices" ADD CONSTRAINT "runner_notices_runner_seq_runners_runner_seq_fk" FOREIGN KEY ("runner_seq") REFERENCES "public"."runners"("runner_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_dispatches" ADD CONSTRAINT "kit_dispatches_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_dispatches" ADD CONSTRAINT "kit_dispatches_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_runner_seq_runners_runner_seq_fk" FOREIGN KEY ("runner_seq") REFERENCES "public"."runners"("runner_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timing_passings" ADD CONSTRAINT "timing_passings_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timing_passings" ADD CONSTRAINT "timing_passings_runner_seq_runners_runner_seq_fk" FOREIGN KEY ("runner_seq") REFERENCES "public"."runners"("runner_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timing_tokens" ADD CONSTRAINT "timing_tokens_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bib_ranges_ticket_uq" ON "bib_ranges" USING btree ("ticket_seq");--> statement-breakpoint
CREATE INDEX "kit_dispatches_event_idx" ON "kit_dispatches" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "checkins_event_idx" ON "checkins" USING btree ("event_id","collected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timing_passings_uq" ON "timing_passings" USING btree ("runner_seq","point","passed_at");--> statement-breakpoint
CREATE INDEX "timing_passings_course_idx" ON "timing_passings" USING btree ("ticket_seq","runner_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "timing_tokens_hash_uq" ON "timing_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "runners_event_back_no_uq" ON "runners" USING btree ("event_id","back_no") WHERE "runners"."back_no" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "runners_event_chip_no_uq" ON "runners" USING btree ("event_id","chip_no") WHERE "runners"."chip_no" IS NOT NULL;
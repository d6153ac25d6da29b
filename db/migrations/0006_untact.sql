ALTER TABLE "tickets" ADD COLUMN "activity_open_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "activity_close_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD COLUMN "distance" integer;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD COLUMN "dropped_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "untact_runners" ADD CONSTRAINT "untact_runners_runner_seq_runners_runner_seq_fk" FOREIGN KEY ("runner_seq") REFERENCES "public"."runners"("runner_seq") ON DELETE no action ON UPDATE no action;
CREATE TABLE "record_imports" (
	"import_id" serial PRIMARY KEY NOT NULL,
	"hold_round" integer NOT NULL,
	"ticket_name" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"staff_user_name" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_records" ALTER COLUMN "back_no" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "personal_records" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_records" ALTER COLUMN "age_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "runner_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "gun_time" integer;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "splits" jsonb;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "file_rank" integer;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "record_imports_round_course_uq" ON "record_imports" USING btree ("hold_round","ticket_name");--> statement-breakpoint
CREATE INDEX "personal_records_rank_idx" ON "personal_records" USING btree ("hold_round","ticket_name","gender","elapse_time");
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
CREATE TABLE "photo_bibs" (
	"post_photo_id" integer NOT NULL,
	"back_no" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_bibs_post_photo_id_back_no_pk" PRIMARY KEY("post_photo_id","back_no")
);
--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "birthday" text;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "thumb_id" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "post_photos" ADD COLUMN "ocr_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_photos" ADD COLUMN "ocr_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_bibs" ADD CONSTRAINT "photo_bibs_post_photo_id_post_photos_post_photo_id_fk" FOREIGN KEY ("post_photo_id") REFERENCES "public"."post_photos"("post_photo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_record_uq" ON "certificates" USING btree ("record_id") WHERE "certificates"."revoked_at" IS NULL AND "certificates"."kind" = 'official';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_untact_uq" ON "certificates" USING btree ("runner_seq") WHERE "certificates"."revoked_at" IS NULL AND "certificates"."kind" = 'untact';--> statement-breakpoint
CREATE INDEX "certificates_round_course_idx" ON "certificates" USING btree ("hold_round","ticket_name");--> statement-breakpoint
CREATE INDEX "photo_bibs_back_no_idx" ON "photo_bibs" USING btree ("back_no","post_photo_id");--> statement-breakpoint
ALTER TABLE "untact_photos" ADD CONSTRAINT "untact_photos_thumb_id_photos_photo_id_fk" FOREIGN KEY ("thumb_id") REFERENCES "public"."photos"("photo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_records_name_key_idx" ON "personal_records" USING btree ("runner_name_key","hold_round");--> statement-breakpoint
CREATE INDEX "untact_photos_runner_idx" ON "untact_photos" USING btree ("runner_seq","id");
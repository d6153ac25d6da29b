CREATE TABLE "photo_bibs" (
	"post_photo_id" integer NOT NULL,
	"back_no" text NOT NULL,
	"source" text NOT NULL,
	"confidence" integer,
	"removed" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "photo_bibs_post_photo_id_back_no_pk" PRIMARY KEY("post_photo_id","back_no")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hold_round" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "thumb_id" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD COLUMN "create_time" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "post_photos" ADD COLUMN "ocr_state" text;--> statement-breakpoint
ALTER TABLE "post_photos" ADD COLUMN "ocr_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_bibs" ADD CONSTRAINT "photo_bibs_post_photo_id_post_photos_post_photo_id_fk" FOREIGN KEY ("post_photo_id") REFERENCES "public"."post_photos"("post_photo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_bibs_back_no_idx" ON "photo_bibs" USING btree ("back_no","removed");--> statement-breakpoint
ALTER TABLE "untact_photos" ADD CONSTRAINT "untact_photos_thumb_id_photos_photo_id_fk" FOREIGN KEY ("thumb_id") REFERENCES "public"."photos"("photo_id") ON DELETE no action ON UPDATE no action;
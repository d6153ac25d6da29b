CREATE TABLE "post_photos" (
	"post_photo_id" serial PRIMARY KEY NOT NULL,
	"post_no" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"thumb_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_post_no_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_photo_id_photos_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("photo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_thumb_id_photos_photo_id_fk" FOREIGN KEY ("thumb_id") REFERENCES "public"."photos"("photo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_photos_post_idx" ON "post_photos" USING btree ("post_no","sort_order");
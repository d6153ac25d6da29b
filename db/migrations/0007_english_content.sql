ALTER TABLE "events" ADD COLUMN "event_name_en" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "subscript_en" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_en" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ticket_name_en" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "souvenir_en" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_en" text;
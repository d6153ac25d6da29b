CREATE TABLE "record_versions" (
	"hold_round" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personal_records_filter_idx" ON "personal_records" USING btree ("hold_round","ticket_name","gender","age_type","elapse_time","record_id");--> statement-breakpoint
CREATE INDEX "personal_records_course_age_idx" ON "personal_records" USING btree ("hold_round","ticket_name","age_type","elapse_time","record_id");--> statement-breakpoint
CREATE INDEX "personal_records_round_order_idx" ON "personal_records" USING btree ("hold_round","elapse_time","record_id");
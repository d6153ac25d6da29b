CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"hold_round" integer NOT NULL,
	"event_name" text NOT NULL,
	"subscript" text,
	"home_url" text,
	"company_no" text,
	"organizer" text,
	"manager_name" text,
	"cellphone" text,
	"email" text,
	"bank_name" text,
	"account_no" text,
	"account_holder" text,
	"photo_id" integer,
	"race_date" timestamp with time zone NOT NULL,
	"event_open" timestamp with time zone NOT NULL,
	"event_close" timestamp with time zone NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_code_unique" UNIQUE("event_code"),
	CONSTRAINT "events_hold_round_unique" UNIQUE("hold_round")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"photo_id" serial PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_seq" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_code" text NOT NULL,
	"ticket_type" text NOT NULL,
	"ticket_name" text NOT NULL,
	"ticket_price" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"acceptable" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sale_open_time" timestamp with time zone,
	"sale_close_time" timestamp with time zone,
	"souvenir" text,
	"choice_option" text,
	"distance_km" numeric(8, 4) NOT NULL,
	"start_time" text,
	"time_limit_minutes" integer,
	"min_age" integer DEFAULT 0 NOT NULL,
	"min_school" text,
	"disabled_price" integer,
	"school_group_price" integer,
	CONSTRAINT "tickets_total_within_capacity" CHECK ("tickets"."total" >= 0 AND "tickets"."total" <= "tickets"."acceptable")
);
--> statement-breakpoint
CREATE TABLE "joiners" (
	"joiner_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"join_seq" integer NOT NULL,
	"joiner_name" text NOT NULL,
	"exponent" text,
	"cellphone" text NOT NULL,
	"zipcode" text NOT NULL,
	"zip_address" text NOT NULL,
	"address" text NOT NULL,
	"payment_type" text DEFAULT 'BANK' NOT NULL,
	"payment_status" text DEFAULT 'RSVT' NOT NULL,
	"amount" integer NOT NULL,
	"deposit" integer,
	"brief" text,
	"price_category" text DEFAULT 'standard' NOT NULL,
	"needs_staff_check" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'public' NOT NULL,
	"ticket_count" integer NOT NULL,
	"join_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runners" (
	"runner_seq" serial PRIMARY KEY NOT NULL,
	"joiner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"join_seq" integer NOT NULL,
	"ticket_seq" integer NOT NULL,
	"ticket_name" text NOT NULL,
	"souvenir" text,
	"choice_option" text,
	"runner_name" text NOT NULL,
	"birthday" text NOT NULL,
	"gender" text NOT NULL,
	"cellphone" text NOT NULL,
	"price" integer NOT NULL,
	"back_no" integer,
	"chip_no" text,
	"gift" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"joiner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"order_name" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"payment_key" text,
	"method" text,
	"fail_code" text,
	"fail_message" text,
	"provider_response" jsonb,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"post_no" serial PRIMARY KEY NOT NULL,
	"board_type" text NOT NULL,
	"article_id" integer,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"mime_type" text DEFAULT 'text/plain' NOT NULL,
	"passwd" text,
	"indent" integer DEFAULT 1 NOT NULL,
	"open_time" timestamp with time zone,
	"close_time" timestamp with time zone,
	"size" text DEFAULT 'md' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_records" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"hold_round" integer NOT NULL,
	"ticket_name" text NOT NULL,
	"runner_name" text NOT NULL,
	"back_no" integer NOT NULL,
	"gender" text NOT NULL,
	"age_type" integer NOT NULL,
	"start_time" integer,
	"finish_time" integer,
	"elapse_time" integer,
	"age_rank" integer,
	"total_rank" integer
);
--> statement-breakpoint
CREATE TABLE "untact_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"runner_seq" integer NOT NULL,
	"photo_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "untact_runners" (
	"runner_seq" serial PRIMARY KEY NOT NULL,
	"hold_round" integer NOT NULL,
	"join_seq" integer NOT NULL,
	"ticket_seq" integer,
	"ticket_name" text NOT NULL,
	"runner_name" text NOT NULL,
	"cellphone" text NOT NULL,
	"gender" text,
	"back_no" integer,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"elapse_time" integer,
	"validation" boolean,
	"rank_no" integer,
	"confirm_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "untact_traces" (
	"seq" serial PRIMARY KEY NOT NULL,
	"runner_seq" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"logtime" timestamp with time zone NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"staff_id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text,
	"role" text DEFAULT 'admin' NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_user_name" text,
	"client_ip" text,
	"action" text NOT NULL,
	"join_seq" integer,
	"purpose" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"sms_id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_photo_id_photos_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("photo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joiners" ADD CONSTRAINT "joiners_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_ticket_seq_tickets_ticket_seq_fk" FOREIGN KEY ("ticket_seq") REFERENCES "public"."tickets"("ticket_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD CONSTRAINT "untact_photos_runner_seq_untact_runners_runner_seq_fk" FOREIGN KEY ("runner_seq") REFERENCES "public"."untact_runners"("runner_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "untact_photos" ADD CONSTRAINT "untact_photos_photo_id_photos_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("photo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "untact_traces" ADD CONSTRAINT "untact_traces_runner_seq_untact_runners_runner_seq_fk" FOREIGN KEY ("runner_seq") REFERENCES "public"."untact_runners"("runner_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_code_uq" ON "tickets" USING btree ("event_id","ticket_code");--> statement-breakpoint
CREATE UNIQUE INDEX "joiners_event_join_seq_uq" ON "joiners" USING btree ("event_id","join_seq");--> statement-breakpoint
CREATE INDEX "joiners_event_status_idx" ON "joiners" USING btree ("event_id","payment_status");--> statement-breakpoint
CREATE INDEX "joiners_name_phone_idx" ON "joiners" USING btree ("joiner_name","cellphone");--> statement-breakpoint
CREATE UNIQUE INDEX "joiners_event_exponent_live_uq" ON "joiners" USING btree ("event_id","exponent") WHERE "joiners"."exponent" IS NOT NULL AND "joiners"."payment_status" <> 'CNCL';--> statement-breakpoint
CREATE INDEX "runners_joiner_idx" ON "runners" USING btree ("joiner_id");--> statement-breakpoint
CREATE INDEX "runners_ticket_idx" ON "runners" USING btree ("ticket_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "runners_live_identity_uq" ON "runners" USING btree ("event_id","runner_name","cellphone","birthday") WHERE "runners"."active";--> statement-breakpoint
CREATE INDEX "posts_board_idx" ON "posts" USING btree ("board_type","deleted","post_no");--> statement-breakpoint
CREATE INDEX "personal_records_lookup_idx" ON "personal_records" USING btree ("hold_round","back_no");--> statement-breakpoint
CREATE INDEX "untact_traces_runner_idx" ON "untact_traces" USING btree ("runner_seq","logtime");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
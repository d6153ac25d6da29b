CREATE TABLE "edition_policies" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"change_open" timestamp with time zone,
	"change_close" timestamp with time zone,
	"kit_cutoff" timestamp with time zone,
	"transfer_open" timestamp with time zone,
	"transfer_close" timestamp with time zone,
	"transfer_fee" integer DEFAULT 0 NOT NULL,
	"transfer_approval" boolean DEFAULT true NOT NULL,
	"transfer_limit" integer DEFAULT 1 NOT NULL,
	"refund_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"joiner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text,
	"runner_seq" integer,
	"order_id" text,
	"refund_seq" integer,
	"transfer_seq" integer,
	"depositor" text,
	"deposited_on" text,
	"memo" text,
	"staff_id" integer,
	"staff_user_name" text,
	"dedupe_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"refund_seq" serial PRIMARY KEY NOT NULL,
	"joiner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"runner_seqs" jsonb NOT NULL,
	"whole_entry" boolean NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"amount" integer NOT NULL,
	"card_amount" integer DEFAULT 0 NOT NULL,
	"bank_amount" integer DEFAULT 0 NOT NULL,
	"policy_percent" integer NOT NULL,
	"bank_code" text,
	"account_holder" text,
	"account_cipher" text,
	"account_tail" text,
	"reason" text,
	"fail_message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_parts" CHECK ("refund_requests"."card_amount" >= 0 AND "refund_requests"."bank_amount" >= 0 AND "refund_requests"."card_amount" + "refund_requests"."bank_amount" = "refund_requests"."amount")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"transfer_seq" serial PRIMARY KEY NOT NULL,
	"joiner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"runner_seq" integer NOT NULL,
	"state" text DEFAULT 'code-sent' NOT NULL,
	"from_name" text NOT NULL,
	"from_birthday" text NOT NULL,
	"from_gender" text NOT NULL,
	"from_cellphone" text NOT NULL,
	"to_name" text NOT NULL,
	"to_birthday" text NOT NULL,
	"to_gender" text NOT NULL,
	"to_cellphone" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "joiners" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "canceled_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "edition_policies" ADD CONSTRAINT "edition_policies_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_joiner_id_joiners_joiner_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."joiners"("joiner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_joiner_idx" ON "ledger_entries" USING btree ("joiner_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_dedupe_uq" ON "ledger_entries" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "refund_requests_joiner_idx" ON "refund_requests" USING btree ("joiner_id");--> statement-breakpoint
CREATE INDEX "refund_requests_event_state_idx" ON "refund_requests" USING btree ("event_id","state");--> statement-breakpoint
CREATE INDEX "transfers_event_state_idx" ON "transfers" USING btree ("event_id","state");--> statement-breakpoint
CREATE INDEX "transfers_runner_idx" ON "transfers" USING btree ("runner_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_open_runner_uq" ON "transfers" USING btree ("runner_seq") WHERE "transfers"."state" IN ('code-sent', 'awaiting-staff');
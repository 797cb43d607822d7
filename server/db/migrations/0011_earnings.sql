CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"gross" integer,
	"commission" integer,
	"order_id" bigint,
	"payout_request_id" bigint,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('order_earning', 'order_refund', 'payout_reserve', 'payout_release', 'payout_paid')),
	CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind" when 'order_earning' then "ledger_entries"."amount" > 0 when 'payout_release' then "ledger_entries"."amount" > 0 else "ledger_entries"."amount" < 0 end),
	CONSTRAINT "ledger_entries_source_check" CHECK (("ledger_entries"."kind" like 'order\_%') = ("ledger_entries"."order_id" is not null and "ledger_entries"."gross" is not null and "ledger_entries"."commission" is not null) and ("ledger_entries"."kind" like 'payout\_%') = ("ledger_entries"."payout_request_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"failure_reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount" > 0),
	CONSTRAINT "payout_requests_status_check" CHECK ("payout_requests"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "payout_requests_decision_check" CHECK (("payout_requests"."status" = 'completed') = ("payout_requests"."reference" is not null) and ("payout_requests"."status" = 'failed') = ("payout_requests"."failure_reason" is not null) and ("payout_requests"."status" = 'pending') = ("payout_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_request_id_payout_requests_id_fk" FOREIGN KEY ("payout_request_id") REFERENCES "public"."payout_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_available_idx" ON "ledger_entries" USING btree ("seller_id","available_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_request_id") WHERE "ledger_entries"."payout_request_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_requests_seller_idx" ON "payout_requests" USING btree ("seller_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total");
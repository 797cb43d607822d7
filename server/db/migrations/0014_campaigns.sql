CREATE TABLE "campaign_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_covers" (
	"storage_key" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_price" integer NOT NULL,
	"discount_price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "campaign_products_status_check" CHECK ("campaign_products"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "campaign_products_discount_check" CHECK ("campaign_products"."discount_price" >= 100 and "campaign_products"."discount_price" < "campaign_products"."product_price"),
	CONSTRAINT "campaign_products_reason_check" CHECK (("campaign_products"."status" = 'rejected') = ("campaign_products"."reason" is not null) and ("campaign_products"."status" = 'pending') = ("campaign_products"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"heading" text NOT NULL,
	"cover_key" uuid NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"allow_application" boolean NOT NULL,
	"application_end_at" timestamp with time zone,
	"display_type" text NOT NULL,
	"display_value" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_display_type_check" CHECK ("campaigns"."display_type" in ('COUNTDOWN', 'PERCENTAGE_OFF', 'STARTING_AT')),
	CONSTRAINT "campaigns_display_value_check" CHECK (("campaigns"."display_type" = 'COUNTDOWN') = ("campaigns"."display_value" is null)),
	CONSTRAINT "campaigns_application_end_check" CHECK (not "campaigns"."allow_application" or "campaigns"."application_end_at" is not null),
	CONSTRAINT "campaigns_period_check" CHECK ("campaigns"."start_at" is null or "campaigns"."end_at" is null or "campaigns"."end_at" > "campaigns"."start_at")
);
--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_covers" ADD CONSTRAINT "campaign_covers_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_cover_key_campaign_covers_storage_key_fk" FOREIGN KEY ("cover_key") REFERENCES "public"."campaign_covers"("storage_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_applications_seller_idx" ON "campaign_applications" USING btree ("campaign_id","seller_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_products_campaign_product_key" ON "campaign_products" USING btree ("campaign_id","product_id");--> statement-breakpoint
CREATE INDEX "campaign_products_review_idx" ON "campaign_products" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_products_seller_idx" ON "campaign_products" USING btree ("seller_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "campaigns_period_idx" ON "campaigns" USING btree (coalesce("start_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "campaigns_end_idx" ON "campaigns" USING btree ("end_at");
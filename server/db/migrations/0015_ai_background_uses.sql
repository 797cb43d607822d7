CREATE TABLE "ai_background_uses" (
	"seller_id" uuid NOT NULL,
	"image_hash" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ai_background_uses_seller_id_image_hash_day_pk" PRIMARY KEY("seller_id","image_hash","day"),
	CONSTRAINT "ai_background_uses_count_check" CHECK ("ai_background_uses"."count" >= 0),
	CONSTRAINT "ai_background_uses_hash_check" CHECK ("ai_background_uses"."image_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "ai_background_uses" ADD CONSTRAINT "ai_background_uses_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
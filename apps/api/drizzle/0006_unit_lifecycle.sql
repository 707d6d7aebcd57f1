CREATE TABLE "unit_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"actor_id" integer,
	"old_price" numeric(14, 2),
	"new_price" numeric(14, 2),
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "publish_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hold_note" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_by" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price" numeric(14, 2);--> statement-breakpoint
-- Issue 22: a unit with an owner was purchased, so it is sold; every other unit is available.
UPDATE "properties" SET "status" = CASE WHEN "user_id" IS NOT NULL THEN 'sold' ELSE 'available' END;--> statement-breakpoint
ALTER TABLE "unit_price_changes" ADD CONSTRAINT "unit_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_changes" ADD CONSTRAINT "unit_price_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_price_changes_property_idx" ON "unit_price_changes" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_hold_until_idx" ON "properties" USING btree ("hold_until") WHERE "properties"."status" = 'on_hold';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('available', 'on_hold', 'reserved', 'sold'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hold_check" CHECK ("properties"."status" <> 'on_hold' or "properties"."hold_until" is not null);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_price_check" CHECK ("properties"."price" is null or "properties"."price" >= 0);
CREATE SEQUENCE "public"."typologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "development_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"development_id" integer NOT NULL,
	"page" text NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"alt" jsonb DEFAULT '{"es":"","en":"","fr":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_photos_page_check" CHECK ("development_photos"."page" in ('project', 'architecture', 'detail', 'amenities', 'invest', 'location'))
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"typology_id" integer NOT NULL,
	"package" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "package_prices_typology_id_package_pk" PRIMARY KEY("typology_id","package"),
	CONSTRAINT "package_prices_package_check" CHECK ("package_prices"."package" in ('GOLD', 'PREMIUM', 'BLACK')),
	CONSTRAINT "package_prices_amount_check" CHECK ("package_prices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "developments" DROP CONSTRAINT "developments_status_check";--> statement-breakpoint
-- Data written before issue 21: 'active' is now 'selling', and the distances' place keys
-- (beach, quinta, cenotes, airport) become labels in es/en/fr, in the order the page showed them.
UPDATE "developments" SET "status" = 'selling' WHERE "status" = 'active';--> statement-breakpoint
UPDATE "developments" d SET "distances" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'label', CASE e.key
      WHEN 'beach' THEN '{"es":"Playa","en":"Beach","fr":"Plage"}'::jsonb
      WHEN 'quinta' THEN '{"es":"Quinta Avenida","en":"Fifth Avenue","fr":"Cinquième Avenue"}'::jsonb
      WHEN 'cenotes' THEN '{"es":"Cenotes","en":"Cenotes","fr":"Cénotes"}'::jsonb
      WHEN 'airport' THEN '{"es":"Aeropuerto","en":"Airport","fr":"Aéroport"}'::jsonb
      ELSE jsonb_build_object('es', e.key, 'en', e.key, 'fr', e.key)
    END,
    'minutes', (e.value #>> '{}')::int
  ) ORDER BY CASE e.key WHEN 'beach' THEN 1 WHEN 'quinta' THEN 2 WHEN 'cenotes' THEN 3 WHEN 'airport' THEN 4 ELSE 5 END, e.key)
  FROM jsonb_each(d."distances") e
), '[]'::jsonb)
WHERE jsonb_typeof(d."distances") = 'object';--> statement-breakpoint
ALTER TABLE "developments" ALTER COLUMN "distances" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "developments" ALTER COLUMN "status" SET DEFAULT 'coming_soon';--> statement-breakpoint
ALTER TABLE "typologies" ALTER COLUMN "id" SET DEFAULT nextval('typologies_id_seq');--> statement-breakpoint
-- The sequence belongs to the column: it goes with the table, and backups move it past the ids.
ALTER SEQUENCE "public"."typologies_id_seq" OWNED BY "public"."typologies"."id";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "development_id" integer;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "currency" text DEFAULT 'MXN' NOT NULL;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "min_unit_m2" numeric;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "max_unit_m2" numeric;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "products" integer;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "pages" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "package_terms" jsonb DEFAULT '{"GOLD":{"down_payment_percent":30,"price_freeze":true,"financing_plan":true},"PREMIUM":{"down_payment_percent":20,"price_freeze":true,"financing_plan":true},"BLACK":{"down_payment_percent":30,"price_freeze":true,"financing_plan":true}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "typologies" ADD COLUMN "cover_image_id" integer;--> statement-breakpoint
ALTER TABLE "typologies" ADD COLUMN "floor_plan_image_id" integer;--> statement-breakpoint
ALTER TABLE "typologies" ADD COLUMN "floor_plan_file_id" integer;--> statement-breakpoint
ALTER TABLE "development_photos" ADD CONSTRAINT "development_photos_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_photos" ADD CONSTRAINT "development_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_typology_id_typologies_id_fk" FOREIGN KEY ("typology_id") REFERENCES "public"."typologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_photos_page_idx" ON "development_photos" USING btree ("development_id","page","position");--> statement-breakpoint
CREATE UNIQUE INDEX "development_photos_cover_idx" ON "development_photos" USING btree ("development_id","page") WHERE "development_photos"."is_cover";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typologies" ADD CONSTRAINT "typologies_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typologies" ADD CONSTRAINT "typologies_floor_plan_image_id_images_id_fk" FOREIGN KEY ("floor_plan_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typologies" ADD CONSTRAINT "typologies_floor_plan_file_id_stored_files_id_fk" FOREIGN KEY ("floor_plan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_development_idx" ON "audit_log" USING btree ("development_id");--> statement-breakpoint
ALTER TABLE "developments" ADD CONSTRAINT "developments_currency_check" CHECK ("developments"."currency" in ('MXN', 'USD'));--> statement-breakpoint
ALTER TABLE "developments" ADD CONSTRAINT "developments_status_check" CHECK ("developments"."status" in ('coming_soon', 'selling', 'sold_out', 'archived'));--> statement-breakpoint
ALTER TABLE "typologies" ADD CONSTRAINT "typologies_floor_plan_check" CHECK ("typologies"."floor_plan_image_id" is null or "typologies"."floor_plan_file_id" is null);--> statement-breakpoint
SELECT setval('typologies_id_seq', greatest(100, (SELECT coalesce(max("id"), 0) + 1 FROM "typologies")), false);
CREATE TABLE "account_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"hint" text NOT NULL,
	"source" text DEFAULT 'settings' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "account_codes_type_check" CHECK ("account_codes"."type" in ('User', 'Vitrina', 'Selecta'))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"property_id" integer,
	"user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"distances" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"apartments" integer,
	"levels" integer,
	"area_m2" numeric,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "developments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "developments_code_unique" UNIQUE("code"),
	CONSTRAINT "developments_status_check" CHECK ("developments"."status" in ('active', 'coming_soon'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dominant_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" jsonb NOT NULL,
	"code" text NOT NULL,
	"room" text NOT NULL,
	"type" text NOT NULL,
	"description" jsonb NOT NULL,
	"category" text NOT NULL,
	"typology" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"image_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_category_check" CHECK ("items"."category" in ('ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK')),
	CONSTRAINT "items_typology_check" CHECK ("items"."typology" in ('1R', '2R', '3R', 'PH', 'ESP', 'EG', 'EPH')),
	CONSTRAINT "items_quantity_check" CHECK ("items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"area" text,
	"units" integer,
	"message" text,
	"package" text,
	"source" text NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"development_id" integer NOT NULL,
	"typology_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"number" text NOT NULL,
	"floor" integer NOT NULL,
	"furniture" text DEFAULT 'ESTANDAR' NOT NULL,
	"size_m2" numeric NOT NULL,
	"user_id" integer,
	"date_buy" date,
	CONSTRAINT "properties_furniture_check" CHECK ("properties"."furniture" in ('ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "typologies" (
	"id" integer PRIMARY KEY NOT NULL,
	"development_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" text NOT NULL,
	"size_m2" numeric NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "typologies_code_check" CHECK ("typologies"."code" in ('1R', '2R', '3R', 'PH', 'ESP', 'EG', 'EPH'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"type" text DEFAULT 'Guest' NOT NULL,
	"password_hash" text NOT NULL,
	"temp_password_hash" text,
	"temp_password_expires_at" timestamp with time zone,
	"lang" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('Guest', 'User', 'Admin', 'Vitrina', 'Selecta'))
);
--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_typology_id_typologies_id_fk" FOREIGN KEY ("typology_id") REFERENCES "public"."typologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typologies" ADD CONSTRAINT "typologies_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_codes_type_hash_idx" ON "account_codes" USING btree ("type","code_hash");--> statement-breakpoint
CREATE INDEX "audit_log_property_idx" ON "audit_log" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_code_idx" ON "items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "items_category_typology_idx" ON "items" USING btree ("category","typology");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_development_number_idx" ON "properties" USING btree ("development_id","number");--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "typologies_development_code_idx" ON "typologies" USING btree ("development_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
CREATE TABLE "development_post_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "development_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"development_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"audience" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_posts_audience_check" CHECK ("development_posts"."audience" in ('buyers', 'public'))
);
--> statement-breakpoint
ALTER TABLE "development_post_photos" ADD CONSTRAINT "development_post_photos_post_id_development_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."development_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_post_photos" ADD CONSTRAINT "development_post_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_posts" ADD CONSTRAINT "development_posts_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_posts" ADD CONSTRAINT "development_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_post_photos_post_idx" ON "development_post_photos" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "development_post_photos_image_idx" ON "development_post_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "development_posts_development_idx" ON "development_posts" USING btree ("development_id","publish_at");--> statement-breakpoint
CREATE INDEX "development_posts_unnotified_idx" ON "development_posts" USING btree ("publish_at") WHERE "development_posts"."notified_at" is null;
CREATE TABLE "unit_message_reads" (
	"property_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"side" text NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_message_reads_property_id_buyer_id_side_pk" PRIMARY KEY("property_id","buyer_id","side"),
	CONSTRAINT "unit_message_reads_side_check" CHECK ("unit_message_reads"."side" in ('buyer', 'office'))
);
--> statement-breakpoint
CREATE TABLE "unit_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_messages_side_check" CHECK ("unit_messages"."side" in ('buyer', 'office')),
	CONSTRAINT "unit_messages_body_check" CHECK (char_length("unit_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "unit_message_reads" ADD CONSTRAINT "unit_message_reads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_message_reads" ADD CONSTRAINT "unit_message_reads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_messages" ADD CONSTRAINT "unit_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_messages" ADD CONSTRAINT "unit_messages_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_messages" ADD CONSTRAINT "unit_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_messages_thread_idx" ON "unit_messages" USING btree ("property_id","buyer_id","id");
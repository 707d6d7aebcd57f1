CREATE TABLE "unit_document_chunks" (
	"version_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "unit_document_chunks_version_id_seq_pk" PRIMARY KEY("version_id","seq")
);
--> statement-breakpoint
CREATE TABLE "unit_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_document_versions_content_type_check" CHECK ("unit_document_versions"."content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "unit_document_versions_size_check" CHECK ("unit_document_versions"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "unit_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_documents_kind_check" CHECK ("unit_documents"."kind" in ('reservation_agreement', 'contract', 'floor_plan', 'receipt', 'other')),
	CONSTRAINT "unit_documents_version_check" CHECK ("unit_documents"."current_version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "unit_document_chunks" ADD CONSTRAINT "unit_document_chunks_version_id_unit_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."unit_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_document_versions" ADD CONSTRAINT "unit_document_versions_document_id_unit_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."unit_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_document_versions" ADD CONSTRAINT "unit_document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_documents" ADD CONSTRAINT "unit_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_documents" ADD CONSTRAINT "unit_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_document_versions_document_version_idx" ON "unit_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "unit_documents_property_idx" ON "unit_documents" USING btree ("property_id");
CREATE TABLE "unit_payment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_payment_lines_amount_check" CHECK ("unit_payment_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "unit_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_at" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"receipt_document_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_payments_amount_check" CHECK ("unit_payments"."amount_cents" > 0),
	CONSTRAINT "unit_payments_method_check" CHECK ("unit_payments"."method" in ('transfer', 'card', 'cash', 'cheque', 'other'))
);
--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "payment_plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_payment_lines" ADD CONSTRAINT "unit_payment_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD CONSTRAINT "unit_payments_line_id_unit_payment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."unit_payment_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD CONSTRAINT "unit_payments_receipt_document_id_unit_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."unit_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD CONSTRAINT "unit_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_payment_lines_property_idx" ON "unit_payment_lines" USING btree ("property_id","due_date");--> statement-breakpoint
CREATE INDEX "unit_payments_line_idx" ON "unit_payments" USING btree ("line_id");
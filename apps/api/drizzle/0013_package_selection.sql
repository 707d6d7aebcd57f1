CREATE TABLE "unit_package_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"package" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"line_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_package_requests_package_check" CHECK ("unit_package_requests"."package" in ('ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK')),
	CONSTRAINT "unit_package_requests_currency_check" CHECK ("unit_package_requests"."currency" in ('MXN', 'USD')),
	CONSTRAINT "unit_package_requests_status_check" CHECK ("unit_package_requests"."status" in ('pending', 'approved', 'declined', 'replaced')),
	CONSTRAINT "unit_package_requests_price_check" CHECK ("unit_package_requests"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "selection_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_package_requests" ADD CONSTRAINT "unit_package_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_package_requests" ADD CONSTRAINT "unit_package_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_package_requests" ADD CONSTRAINT "unit_package_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_package_requests" ADD CONSTRAINT "unit_package_requests_line_id_unit_payment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."unit_payment_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_package_requests_property_idx" ON "unit_package_requests" USING btree ("property_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_package_requests_pending_idx" ON "unit_package_requests" USING btree ("property_id") WHERE "unit_package_requests"."status" = 'pending';
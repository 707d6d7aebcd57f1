ALTER TABLE "developments" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD CONSTRAINT "unit_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_payments" ADD CONSTRAINT "unit_payments_void_check" CHECK (("unit_payments"."voided_at" is null) = ("unit_payments"."void_reason" is null));
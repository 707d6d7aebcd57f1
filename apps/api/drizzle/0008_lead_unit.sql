ALTER TABLE "leads" ADD COLUMN "unit_number" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "development_code" text;
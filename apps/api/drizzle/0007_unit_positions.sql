ALTER TABLE "developments" ADD COLUMN "publish_availability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "position" integer;--> statement-breakpoint
-- Issue 22 (stacking plan): a unit numbered floor × 100 + position (the demo's 101…, 1203) takes
-- that position; any other numbering stays without one until an Admin sets it.
UPDATE "properties" SET "position" = "number"::integer - "floor" * 100
  WHERE CASE WHEN "number" ~ '^[0-9]{1,9}$' THEN "number"::integer - "floor" * 100 BETWEEN 1 AND 99 ELSE false END;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_development_floor_position_idx" ON "properties" USING btree ("development_id","floor","position") WHERE "properties"."position" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_position_check" CHECK ("properties"."position" is null or "properties"."position" between 1 and 999);
DROP INDEX "items_sort_key_idx";--> statement-breakpoint
CREATE INDEX "items_sort_key_idx" ON "items" USING btree ("sort_key" collate "C","id");
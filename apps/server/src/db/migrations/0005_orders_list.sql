DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name || ' ' || surname || ' ' || email || ' ' || phone) || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' #' || id) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_done_created_idx" ON "orders" USING btree ("done","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");
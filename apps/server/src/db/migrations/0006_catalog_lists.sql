CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "products_metal_idx" ON "products" USING btree ("metal");
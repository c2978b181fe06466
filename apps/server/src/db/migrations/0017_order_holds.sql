ALTER TABLE "orders" ADD COLUMN "hold_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_created_idx" ON "orders" USING btree (lower("email"),"created_at");
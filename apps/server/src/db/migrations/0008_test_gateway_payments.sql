CREATE TABLE "test_gateway_payments" (
	"md_order" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL,
	CONSTRAINT "test_gateway_payments_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "test_gateway_payments_registered_idx" ON "test_gateway_payments" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_kind_idx" ON "audit_log" USING btree ("entity","id");
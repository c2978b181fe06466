CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"hours" text NOT NULL,
	"hours_en" text NOT NULL,
	"hours_ru" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Customers in Yerevan may collect in store once staff mark a shop address as a pickup point.
UPDATE "delivery_zones" SET "pickup" = true WHERE "zone" = 'Yerevan';

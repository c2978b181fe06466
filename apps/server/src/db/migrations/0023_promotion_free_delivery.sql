ALTER TABLE "promotions" ADD COLUMN "free_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "free_delivery_zones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "free_delivery_over" bigint;
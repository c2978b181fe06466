ALTER TABLE "slides" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "alt_ru" text DEFAULT '' NOT NULL;
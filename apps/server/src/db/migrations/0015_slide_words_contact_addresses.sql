ALTER TABLE "contacts" ADD COLUMN "addresses_en" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "addresses_ru" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "title_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "text_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "text_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "button" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "button_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "button_ru" text DEFAULT '' NOT NULL;
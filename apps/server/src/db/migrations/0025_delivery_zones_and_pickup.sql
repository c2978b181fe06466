CREATE TABLE "delivery_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_countries" boolean DEFAULT false NOT NULL,
	"fee" integer NOT NULL,
	"free_above" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"hours" text NOT NULL,
	"hours_en" text NOT NULL,
	"hours_ru" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The five zones the shop began with, keeping the fees and switches staff had set.
INSERT INTO "delivery_zones" ("zone", "name", "name_en", "name_ru", "countries", "regions", "other_countries", "fee", "enabled", "position")
SELECT z."zone", z."name", z."name_en", z."name_ru", z."countries"::jsonb, z."regions"::jsonb, z."other_countries",
  coalesce(f."fee", z."fee"), coalesce(f."enabled", true), z."position"
FROM (VALUES
  ('Yerevan', 'Երևան', 'Yerevan', 'Ереван', '["AM"]', '["Yerevan"]', false, 1500, 1),
  ('Armenia', 'ՀՀ այլ մարզեր', 'Other provinces of Armenia', 'Другие области Армении', '["AM"]', '[]', false, 1500, 2),
  ('Russia', 'Ռուսաստան', 'Russia', 'Россия', '["RU"]', '[]', false, 8500, 3),
  ('USA', 'ԱՄՆ', 'USA', 'США', '["US"]', '[]', false, 20000, 4),
  ('World', 'Աշխարհի այլ երկրներ', 'Rest of the world', 'Остальной мир', '[]', '[]', true, 25000, 5)
) AS z("zone", "name", "name_en", "name_ru", "countries", "regions", "other_countries", "fee", "position")
LEFT JOIN "delivery_fees" f ON f."region" = z."zone";
--> statement-breakpoint
-- Customers in Yerevan may collect in store once staff mark a shop address as a pickup point.
UPDATE "delivery_zones" SET "pickup" = true WHERE "zone" = 'Yerevan';

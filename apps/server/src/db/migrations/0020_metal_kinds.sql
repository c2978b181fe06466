CREATE TABLE "metal_migration_report" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"metal_en" text NOT NULL,
	"metal_ru" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"finenesses" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metal_migration_report" ADD CONSTRAINT "metal_migration_report_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metals_key_idx" ON "metals" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "metals_name_idx" ON "metals" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "metals_name_en_idx" ON "metals" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "metals_name_ru_idx" ON "metals" USING btree (lower("name_ru"));--> statement-breakpoint
-- The metals weight pricing knew (gold, silver, platinum) become the first kinds, with every
-- fineness the contract lists: nothing that could be saved before is refused now.
INSERT INTO "metals" ("key", "name", "name_en", "name_ru", "finenesses") VALUES
	('gold', 'Ոսկի', 'Gold', 'Золото', '{375,585,750,875,916,958,999}'),
	('silver', 'Արծաթ', 'Silver', 'Серебро', '{375,585,750,875,916,958,999}'),
	('platinum', 'Պլատին', 'Platinum', 'Платина', '{375,585,750,875,916,958,999}');
--> statement-breakpoint
-- Products priced by weight keep the kind their price follows, and show its names; texts that
-- said something else are reported with what they were.
INSERT INTO "metal_migration_report" ("product_id", "metal", "metal_en", "metal_ru", "reason")
SELECT p."id", p."metal", p."metal_en", p."metal_ru", 'replaced'
FROM "products" p JOIN "metals" m ON m."key" = p."metal_kind"
WHERE (btrim(p."metal") <> '' AND lower(btrim(p."metal")) <> lower(m."name"))
	OR (btrim(p."metal_en") <> '' AND lower(btrim(p."metal_en")) <> lower(m."name_en"))
	OR (btrim(p."metal_ru") <> '' AND lower(btrim(p."metal_ru")) <> lower(m."name_ru"));
--> statement-breakpoint
UPDATE "products" p SET "metal" = m."name", "metal_en" = m."name_en", "metal_ru" = m."name_ru"
FROM "metals" m WHERE m."key" = p."metal_kind";
--> statement-breakpoint
-- Every other product by its texts, the most used spelling first: texts naming one kind (in any
-- of its languages) take it, so a typo in one language joins the kind the others name; a full
-- set of three names no kind has becomes a new kind; the rest keep their texts, without a kind,
-- and are reported.
DO $$
DECLARE
	t record;
	matches integer;
	kind_id integer;
	kind record;
	slug text;
	base text;
	n integer;
BEGIN
	FOR t IN
		SELECT btrim("metal") AS hy, btrim("metal_en") AS en, btrim("metal_ru") AS ru, count(*) AS used
		FROM "products"
		WHERE "metal_kind" IS NULL
			AND (btrim("metal") <> '' OR btrim("metal_en") <> '' OR btrim("metal_ru") <> '')
		GROUP BY 1, 2, 3
		ORDER BY used DESC, 1, 2, 3
	LOOP
		SELECT count(*), min("id") INTO matches, kind_id FROM "metals"
		WHERE (t.hy <> '' AND lower("name") = lower(t.hy))
			OR (t.en <> '' AND lower("name_en") = lower(t.en))
			OR (t.ru <> '' AND lower("name_ru") = lower(t.ru));
		IF matches = 0 AND t.hy <> '' AND t.en <> '' AND t.ru <> '' THEN
			base := left(btrim(regexp_replace(lower(t.en), '[^a-z0-9]+', '-', 'g'), '-'), 36);
			base := btrim(base, '-');
			IF base = '' THEN base := 'metal'; END IF;
			slug := base;
			n := 1;
			WHILE EXISTS (SELECT 1 FROM "metals" WHERE "key" = slug) LOOP
				n := n + 1;
				slug := base || '-' || n;
			END LOOP;
			INSERT INTO "metals" ("key", "name", "name_en", "name_ru", "finenesses")
			VALUES (slug, t.hy, t.en, t.ru, '{375,585,750,875,916,958,999}')
			RETURNING "id" INTO kind_id;
			matches := 1;
		END IF;
		IF matches = 1 THEN
			SELECT * INTO kind FROM "metals" WHERE "id" = kind_id;
			IF (t.hy <> '' AND lower(t.hy) <> lower(kind."name"))
				OR (t.en <> '' AND lower(t.en) <> lower(kind."name_en"))
				OR (t.ru <> '' AND lower(t.ru) <> lower(kind."name_ru")) THEN
				INSERT INTO "metal_migration_report" ("product_id", "metal", "metal_en", "metal_ru", "reason")
				SELECT "id", "metal", "metal_en", "metal_ru", 'replaced' FROM "products"
				WHERE "metal_kind" IS NULL
					AND btrim("metal") = t.hy AND btrim("metal_en") = t.en AND btrim("metal_ru") = t.ru;
			END IF;
			UPDATE "products"
			SET "metal_kind" = kind."key", "metal" = kind."name", "metal_en" = kind."name_en",
				"metal_ru" = kind."name_ru"
			WHERE "metal_kind" IS NULL
				AND btrim("metal") = t.hy AND btrim("metal_en") = t.en AND btrim("metal_ru") = t.ru;
		ELSE
			INSERT INTO "metal_migration_report" ("product_id", "metal", "metal_en", "metal_ru", "reason")
			SELECT "id", "metal", "metal_en", "metal_ru",
				CASE WHEN matches > 1 THEN 'ambiguous' ELSE 'unmatched' END
			FROM "products"
			WHERE "metal_kind" IS NULL
				AND btrim("metal") = t.hy AND btrim("metal_en") = t.en AND btrim("metal_ru") = t.ru;
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_metal_kind_metals_key_fk" FOREIGN KEY ("metal_kind") REFERENCES "public"."metals"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_prices" ADD CONSTRAINT "metal_prices_metal_metals_key_fk" FOREIGN KEY ("metal") REFERENCES "public"."metals"("key") ON DELETE cascade ON UPDATE no action;
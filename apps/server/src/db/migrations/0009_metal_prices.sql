CREATE TABLE "metal_price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metal_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"metal" text NOT NULL,
	"fineness" integer NOT NULL,
	"price_per_gram" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "metal_prices" (
	"metal" text NOT NULL,
	"fineness" integer NOT NULL,
	"price_per_gram" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_prices_metal_fineness_pk" PRIMARY KEY("metal","fineness")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "priced_by_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal_kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_per_gram" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "metal_price_history" ADD CONSTRAINT "metal_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_price_history_idx" ON "metal_price_history" USING btree ("metal","fineness","id");--> statement-breakpoint
CREATE INDEX "products_weight_priced_idx" ON "products" USING btree ("metal_kind","respect") WHERE "products"."priced_by_weight";
CREATE TABLE "catalogue_import_images" (
	"import_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "catalogue_import_images_import_id_name_pk" PRIMARY KEY("import_id","name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_rows" (
	"import_id" integer NOT NULL,
	"run" boolean NOT NULL,
	"position" integer NOT NULL,
	"action" text NOT NULL,
	"report" jsonb NOT NULL,
	CONSTRAINT "catalogue_import_rows_import_id_run_position_pk" PRIMARY KEY("import_id","run","position")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"sheet_name" text NOT NULL,
	"images_name" text,
	"sheet" "bytea",
	"images" "bytea",
	"total" integer NOT NULL,
	"next_row" integer DEFAULT 0 NOT NULL,
	"error" text,
	"runner" text,
	"lease_until" timestamp with time zone,
	"started_by" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_images" ADD CONSTRAINT "catalogue_import_images_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD CONSTRAINT "catalogue_import_rows_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_images_path_idx" ON "catalogue_import_images" USING btree ("path");
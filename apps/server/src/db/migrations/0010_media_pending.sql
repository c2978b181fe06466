CREATE TABLE "media_pending" (
	"path" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_pending_since_idx" ON "media_pending" USING btree ("since");--> statement-breakpoint
CREATE INDEX "product_images_image_idx" ON "product_images" USING btree ("image");--> statement-breakpoint
CREATE INDEX "products_avatar_idx" ON "products" USING btree ("avatar");--> statement-breakpoint
CREATE INDEX "blog_images_image_idx" ON "blog_images" USING btree ("image");
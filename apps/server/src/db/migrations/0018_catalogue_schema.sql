CREATE TABLE "shop_vendor_minimums" (
	"regions_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_vendor_minimums_regions_id_vendor_pk" PRIMARY KEY("regions_id","vendor"),
	CONSTRAINT "shop_vendor_minimums_points_nonneg" CHECK ("shop_vendor_minimums"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_vendor_minimums" ADD CONSTRAINT "shop_vendor_minimums_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;
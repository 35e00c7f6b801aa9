CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"regions_id" integer NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shop_product_categories" (
	"products_id" integer NOT NULL,
	"categories_id" integer NOT NULL,
	CONSTRAINT "shop_product_categories_products_id_categories_id_pk" PRIMARY KEY("products_id","categories_id")
);
--> statement-breakpoint
CREATE TABLE "shop_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"products_id" integer NOT NULL,
	"position" integer NOT NULL,
	"xs" text NOT NULL,
	"l" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"regions_id" integer NOT NULL,
	"type" text NOT NULL,
	"vendor" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"guid" text NOT NULL,
	"products_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_variants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_variants_stock_nonneg" CHECK ("shop_variants"."stock" >= 0),
	CONSTRAINT "shop_variants_price_nonneg" CHECK ("shop_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"products_id" integer NOT NULL,
	"number" text NOT NULL,
	"password" text,
	"expires_at" timestamp with time zone,
	"orders_id" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"orders_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"orders_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"variant_uuid" uuid NOT NULL,
	"variant_guid" text NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"image" text,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "order_items_quantity_pos" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"companies_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"companies_id" integer NOT NULL,
	"users_id" integer,
	"placements_id" integer NOT NULL,
	"regions_id" integer NOT NULL,
	"type" text NOT NULL,
	"vendor" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"points" integer NOT NULL,
	"delivery_type" smallint NOT NULL,
	"customer" jsonb NOT NULL,
	"input_data" jsonb,
	"response" jsonb,
	"reservation_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" between 1 and 5),
	CONSTRAINT "orders_points_nonneg" CHECK ("orders"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_categories" ADD CONSTRAINT "shop_product_categories_products_id_shop_products_id_fk" FOREIGN KEY ("products_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_categories" ADD CONSTRAINT "shop_product_categories_categories_id_shop_categories_id_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."shop_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_images" ADD CONSTRAINT "shop_product_images_products_id_shop_products_id_fk" FOREIGN KEY ("products_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_products_id_shop_products_id_fk" FOREIGN KEY ("products_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_products_id_shop_products_id_fk" FOREIGN KEY ("products_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alerts" ADD CONSTRAINT "order_alerts_orders_id_orders_id_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_orders_id_orders_id_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placements_id_order_placements_id_fk" FOREIGN KEY ("placements_id") REFERENCES "public"."order_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_region_type_slug" ON "shop_categories" USING btree ("regions_id","type","slug");--> statement-breakpoint
CREATE INDEX "shop_product_categories_category" ON "shop_product_categories" USING btree ("categories_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_images_position" ON "shop_product_images" USING btree ("products_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_region_sku" ON "shop_products" USING btree ("regions_id","sku");--> statement-breakpoint
CREATE INDEX "shop_products_listing" ON "shop_products" USING btree ("regions_id","active","is_visible","created_at");--> statement-breakpoint
CREATE INDEX "shop_variants_product" ON "shop_variants" USING btree ("products_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_product_number" ON "voucher_codes" USING btree ("products_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_order" ON "voucher_codes" USING btree ("orders_id");--> statement-breakpoint
CREATE INDEX "voucher_codes_free" ON "voucher_codes" USING btree ("products_id","id") WHERE "voucher_codes"."orders_id" is null;--> statement-breakpoint
CREATE INDEX "order_alerts_open" ON "order_alerts" USING btree ("created_at") WHERE "order_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("orders_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_company_key" ON "order_placements" USING btree ("companies_id","key");--> statement-breakpoint
CREATE INDEX "orders_company_created" ON "orders" USING btree ("companies_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status");
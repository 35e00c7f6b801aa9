CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer NOT NULL,
	"s" text NOT NULL,
	"l" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_images_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "content_images_size" CHECK ("content_images"."width" > 0 and "content_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"regions_id" integer NOT NULL,
	"languages_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_role" smallint,
	"is_active" boolean DEFAULT true NOT NULL,
	"sticky" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"body" jsonb NOT NULL,
	"published_from" timestamp with time zone DEFAULT now() NOT NULL,
	"published_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "content_items_target_role" CHECK ("content_items"."target_role" is null or "content_items"."target_role" in (1, 2)),
	CONSTRAINT "content_items_window" CHECK ("content_items"."published_until" is null or "content_items"."published_until" > "content_items"."published_from")
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_languages_id_languages_id_fk" FOREIGN KEY ("languages_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_position" ON "content_images" USING btree ("content_id","position");--> statement-breakpoint
CREATE INDEX "content_items_listing" ON "content_items" USING btree ("regions_id","languages_id","type","published_from");
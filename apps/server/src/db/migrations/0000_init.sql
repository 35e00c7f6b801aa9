CREATE TABLE "base_points" (
	"regions_id" integer NOT NULL,
	"product_group" text NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	"show_for_decor" boolean DEFAULT false NOT NULL,
	CONSTRAINT "base_points_regions_id_product_group_pk" PRIMARY KEY("regions_id","product_group")
);
--> statement-breakpoint
CREATE TABLE "behaviours" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"regions_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"icon" text DEFAULT 'star' NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "behaviours_slug_region" UNIQUE("slug","regions_id")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regional_settings" (
	"regions_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"calling_code" text NOT NULL,
	"languages_id" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code"),
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"regions_id" integer NOT NULL,
	"tier_category" integer NOT NULL,
	"brackets" jsonb NOT NULL,
	CONSTRAINT "tiers_region_category" UNIQUE("regions_id","tier_category")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"registration_number_2" text,
	"company_type" integer,
	"disclaimer_accepted" boolean DEFAULT false NOT NULL,
	"declaration_accepted" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"regions_id" integer NOT NULL,
	"survey" jsonb,
	"is_decor" boolean DEFAULT false NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_edenred_card" smallint DEFAULT 0 NOT NULL,
	"pending_edenred_card" boolean DEFAULT false NOT NULL,
	"edenred_card" text,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"phone" text,
	"role" smallint NOT NULL,
	"email_consent" boolean DEFAULT false NOT NULL,
	"phone_consent" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"languages_id" integer NOT NULL,
	"is_decor_installer" boolean DEFAULT false NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"verified_email_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_role" CHECK ("users"."role" in (3, 4, 7, 8)),
	CONSTRAINT "users_contact" CHECK ("users"."email" is not null or "users"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_id" integer NOT NULL,
	"companies_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "base_points" ADD CONSTRAINT "base_points_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviours" ADD CONSTRAINT "behaviours_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_settings" ADD CONSTRAINT "regional_settings_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_languages_id_languages_id_fk" FOREIGN KEY ("languages_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_regions_id_regions_id_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_languages_id_languages_id_fk" FOREIGN KEY ("languages_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_region" ON "companies" USING btree ("regions_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_regnum_region" ON "companies" USING btree ("regions_id","registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_regnum2_region" ON "companies" USING btree ("regions_id","registration_number_2");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_company" ON "users" USING btree ("companies_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("users_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox" USING btree ("created_at");
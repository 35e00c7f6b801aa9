CREATE TABLE "product_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" text NOT NULL,
	"product_group" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" text NOT NULL,
	"variant" text NOT NULL,
	"produced_at" timestamp with time zone NOT NULL,
	"claimed_scan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_units_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "product_units_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "project_stats" (
	"companies_id" integer PRIMARY KEY NOT NULL,
	"projects_in_prog" integer DEFAULT 0 NOT NULL,
	"projects_completed" integer DEFAULT 0 NOT NULL,
	"projects_lost" integer DEFAULT 0 NOT NULL,
	"points_in_prog" integer DEFAULT 0 NOT NULL,
	"points_lost" integer DEFAULT 0 NOT NULL,
	"scans_completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_stats_nonneg" CHECK ("project_stats"."projects_in_prog" >= 0 and "project_stats"."projects_completed" >= 0 and "project_stats"."projects_lost" >= 0 and "project_stats"."points_in_prog" >= 0 and "project_stats"."points_lost" >= 0 and "project_stats"."scans_completed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"users_id" integer,
	"name" text NOT NULL,
	"street_name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"survey" jsonb,
	"surveyed_at" timestamp with time zone,
	"credited_points" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "projects_status" CHECK ("projects"."status" in (1, 2, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"projects_id" integer NOT NULL,
	"companies_id" integer NOT NULL,
	"users_id" integer,
	"product_units_id" integer,
	"serial_number" text NOT NULL,
	"base_points" integer DEFAULT 0 NOT NULL,
	"flag" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"idempotency_key" text,
	"survey" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scans_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "scans_flag" CHECK ("scans"."flag" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "company_tier_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"companies_id" integer NOT NULL,
	"year" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_tier_years_nonneg" CHECK ("company_tier_years"."units" >= 0 and "company_tier_years"."scans" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_behaviours" (
	"companies_id" integer NOT NULL,
	"slug" text NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_behaviours_companies_id_slug_pk" PRIMARY KEY("companies_id","slug")
);
--> statement-breakpoint
ALTER TABLE "project_stats" ADD CONSTRAINT "project_stats_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_projects_id_projects_id_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_product_units_id_product_units_id_fk" FOREIGN KEY ("product_units_id") REFERENCES "public"."product_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tier_years" ADD CONSTRAINT "company_tier_years_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_behaviours" ADD CONSTRAINT "company_behaviours_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_units_unclaimed" ON "product_units" USING btree ("id") WHERE "product_units"."claimed_scan_id" is null;--> statement-breakpoint
CREATE INDEX "projects_company_status_created" ON "projects" USING btree ("companies_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_open_activity" ON "projects" USING btree ("last_activity_at") WHERE "projects"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "scans_project_serial" ON "scans" USING btree ("projects_id","serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_project_key" ON "scans" USING btree ("projects_id","idempotency_key") WHERE "scans"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "scans_company" ON "scans" USING btree ("companies_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_tier_years_company_year" ON "company_tier_years" USING btree ("companies_id","year");
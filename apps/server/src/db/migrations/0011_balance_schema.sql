CREATE TABLE "company_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"slug" text NOT NULL,
	"year" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_on" date NOT NULL,
	"verification_code" text NOT NULL,
	CONSTRAINT "company_certificates_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "company_certificates_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
CREATE TABLE "warranty_certificates" (
	"projects_id" integer PRIMARY KEY NOT NULL,
	"companies_id" integer NOT NULL,
	"verification_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_certificates_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "earned_points" integer;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_certificates" ADD CONSTRAINT "warranty_certificates_projects_id_projects_id_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_certificates" ADD CONSTRAINT "warranty_certificates_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_certificates_once" ON "company_certificates" USING btree ("companies_id","slug","year");--> statement-breakpoint
CREATE INDEX "company_certificates_company" ON "company_certificates" USING btree ("companies_id");
CREATE TABLE "point_accounts" (
	"companies_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"project_points" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance_nonneg" CHECK ("point_accounts"."balance" >= 0),
	CONSTRAINT "point_accounts_reserved_nonneg" CHECK ("point_accounts"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"variation" text NOT NULL,
	"reason" text,
	"balance_after" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"users_id" integer,
	"staff_id" integer,
	"project_id" integer,
	"project_uuid" uuid,
	"order_id" integer,
	"order_number" text,
	"reservation_id" integer,
	"lot_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "point_entries_points_nonneg" CHECK ("point_entries"."points" >= 0),
	CONSTRAINT "point_entries_balance_after_nonneg" CHECK ("point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"companies_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_lots_remaining" CHECK ("point_lots"."remaining" >= 0 and "point_lots"."remaining" <= "point_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "point_reservation_lots" (
	"reservation_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "point_reservation_lots_reservation_id_lot_id_pk" PRIMARY KEY("reservation_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "point_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"order_id" integer,
	"order_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "point_reservations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "point_reservations_amount" CHECK ("point_reservations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_entry_id_point_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reservation_lots" ADD CONSTRAINT "point_reservation_lots_reservation_id_point_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."point_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reservation_lots" ADD CONSTRAINT "point_reservation_lots_lot_id_point_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."point_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reservations" ADD CONSTRAINT "point_reservations_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reservations" ADD CONSTRAINT "point_reservations_entry_id_point_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_company_key" ON "point_entries" USING btree ("companies_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_entries_company_created" ON "point_entries" USING btree ("companies_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "point_lots_open" ON "point_lots" USING btree ("companies_id","expires_at","id") WHERE "point_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "point_lots_due" ON "point_lots" USING btree ("expires_at") WHERE "point_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "point_reservations_company" ON "point_reservations" USING btree ("companies_id");
CREATE TABLE "card_topups" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"cards_id" integer NOT NULL,
	"orders_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_topups_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "card_topups_points_pos" CHECK ("card_topups"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "club_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companies_id" integer NOT NULL,
	"orders_id" integer,
	"serial_number" text NOT NULL,
	"status" text NOT NULL,
	"ships_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_cards_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_cards_serial_digits" CHECK ("club_cards"."serial_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "card_topups" ADD CONSTRAINT "card_topups_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_topups" ADD CONSTRAINT "card_topups_cards_id_club_cards_id_fk" FOREIGN KEY ("cards_id") REFERENCES "public"."club_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_topups" ADD CONSTRAINT "card_topups_orders_id_orders_id_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_companies_id_companies_id_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_orders_id_orders_id_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_topups_order" ON "card_topups" USING btree ("orders_id");--> statement-breakpoint
CREATE INDEX "card_topups_company_created" ON "card_topups" USING btree ("companies_id","created_at");--> statement-breakpoint
CREATE INDEX "card_topups_due" ON "card_topups" USING btree ("due_at") WHERE "card_topups"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "club_cards_serial" ON "club_cards" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "club_cards_company_live" ON "club_cards" USING btree ("companies_id") WHERE "club_cards"."status" <> 'BLOCKED';--> statement-breakpoint
CREATE INDEX "club_cards_ships" ON "club_cards" USING btree ("ships_at") WHERE "club_cards"."status" = 'ORDERED';
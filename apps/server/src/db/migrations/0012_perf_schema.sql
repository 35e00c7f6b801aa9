DROP INDEX "voucher_codes_order";--> statement-breakpoint
CREATE INDEX "voucher_codes_order" ON "voucher_codes" USING btree ("orders_id");
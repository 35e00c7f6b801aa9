-- Custom migration (perf, issue 10, docs/decisions/0144): every change to the catalogue — products, variants (stock
-- and price included), images, categories, their links, the region minimums — tells the server processes through
-- NOTIFY on channel `club_shop`, so their in-process catalogue cache (modules/shop/catalogue-cache.ts) empties at once.
-- One notification per statement (FOR EACH STATEMENT; PostgreSQL also merges equal ones within a transaction).
-- Idempotent, PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION club_shop_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('club_shop', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS club_shop_products ON shop_products;--> statement-breakpoint
CREATE TRIGGER club_shop_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_products FOR EACH STATEMENT EXECUTE FUNCTION club_shop_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_shop_variants ON shop_variants;--> statement-breakpoint
CREATE TRIGGER club_shop_variants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_variants FOR EACH STATEMENT EXECUTE FUNCTION club_shop_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_shop_product_images ON shop_product_images;--> statement-breakpoint
CREATE TRIGGER club_shop_product_images AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_product_images FOR EACH STATEMENT EXECUTE FUNCTION club_shop_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_shop_categories ON shop_categories;--> statement-breakpoint
CREATE TRIGGER club_shop_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_categories FOR EACH STATEMENT EXECUTE FUNCTION club_shop_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_shop_product_categories ON shop_product_categories;--> statement-breakpoint
CREATE TRIGGER club_shop_product_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_product_categories FOR EACH STATEMENT EXECUTE FUNCTION club_shop_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_shop_vendor_minimums ON shop_vendor_minimums;--> statement-breakpoint
CREATE TRIGGER club_shop_vendor_minimums AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_vendor_minimums FOR EACH STATEMENT EXECUTE FUNCTION club_shop_notify();

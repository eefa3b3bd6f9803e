DROP INDEX "customers_registry_code_search_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- A customer's search text: its registry code and its entry's search text (name, VAT number,
-- tax code, city, as the entries' trigram index and `searchText` of services/general-regs.ts
-- have it), lower-cased. The list's search is then one condition on one trigram index, with
-- neither probes nor a join. One function says what the text is; two triggers keep it: the
-- customer's own (a new customer, a new code or entry) and the entry's (a renamed entry, a new
-- VAT number, tax code or city).
CREATE FUNCTION "customer_search_text"(code text, name text, vat_number text, tax_code text, city text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(code || ' ' || coalesce(name, '') || ' ' || coalesce(vat_number, '') || ' '
    || coalesce(tax_code, '') || ' ' || coalesce(city, ''))
$$;
--> statement-breakpoint
-- Without its entry (a foreign key error follows) the text is the code alone.
CREATE FUNCTION "customers_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := coalesce((
    SELECT "customer_search_text"(NEW."registry_code", g."name", g."vat_number", g."tax_code", g."city")
    FROM "general_regs" g
    WHERE g."company_id" = NEW."company_id" AND g."id" = NEW."general_reg_id"), lower(NEW."registry_code"));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_search_text" BEFORE INSERT OR UPDATE OF "registry_code", "general_reg_id"
ON "customers" FOR EACH ROW EXECUTE FUNCTION "customers_search_text"();
--> statement-breakpoint
-- The entry's customer (at most one), written only when its text changes: a save of the entry
-- that changes none of the four fields, or only their case, writes no customer (and so does
-- not bump the customers' `list_counts` version).
CREATE FUNCTION "general_regs_customer_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customers" c
  SET "search_text" = "customer_search_text"(c."registry_code", NEW."name", NEW."vat_number",
    NEW."tax_code", NEW."city")
  WHERE c."company_id" = NEW."company_id" AND c."general_reg_id" = NEW."id"
    AND c."search_text" IS DISTINCT FROM "customer_search_text"(c."registry_code", NEW."name",
      NEW."vat_number", NEW."tax_code", NEW."city");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "general_regs_customer_search_text"
AFTER UPDATE OF "name", "vat_number", "tax_code", "city" ON "general_regs" FOR EACH ROW
WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."vat_number" IS DISTINCT FROM NEW."vat_number"
  OR OLD."tax_code" IS DISTINCT FROM NEW."tax_code" OR OLD."city" IS DISTINCT FROM NEW."city")
EXECUTE FUNCTION "general_regs_customer_search_text"();
--> statement-breakpoint
-- The customers already there; from now on the triggers compute the text.
UPDATE "customers" c
SET "search_text" = "customer_search_text"(c."registry_code", g."name", g."vat_number", g."tax_code", g."city")
FROM "general_regs" g
WHERE g."company_id" = c."company_id" AND g."id" = c."general_reg_id";

CREATE TABLE "list_counts" (
	"company_id" integer NOT NULL,
	"list" text NOT NULL,
	"entries" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_company_id_list_pk" PRIMARY KEY("company_id","list")
);
--> statement-breakpoint
DROP INDEX "general_regs_name_idx";--> statement-breakpoint
DROP INDEX "general_regs_city_idx";--> statement-breakpoint
DROP INDEX "general_regs_vat_idx";--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_code_list_idx" ON "articles" USING btree ("company_id","code","id");--> statement-breakpoint
CREATE INDEX "articles_description_list_idx" ON "articles" USING btree ("company_id",lower("description"),"id","description");--> statement-breakpoint
CREATE INDEX "articles_price_list_idx" ON "articles" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "customers_registry_code_list_idx" ON "customers" USING btree ("company_id","registry_code","id");--> statement-breakpoint
CREATE INDEX "customers_credit_limit_list_idx" ON "customers" USING btree ("company_id","credit_limit","id");--> statement-breakpoint
CREATE INDEX "general_regs_name_idx" ON "general_regs" USING btree ("company_id",lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "general_regs_city_idx" ON "general_regs" USING btree ("company_id","city","id");--> statement-breakpoint
CREATE INDEX "general_regs_vat_idx" ON "general_regs" USING btree ("company_id","vat_number","id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Each company's rows in the lists' tables, counted once here and then kept by statement
-- triggers (one upsert per statement and company, so an import of 10,000 rows is one update).
-- The same triggers bump `version` on every insert, delete and update: a process uses the
-- deep-page anchors it computed only while the version is still theirs.
INSERT INTO "list_counts" ("company_id", "list", "entries")
SELECT "company_id", 'general_regs', count(*) FROM "general_regs" GROUP BY "company_id"
UNION ALL
SELECT "company_id", 'customers', count(*) FROM "customers" GROUP BY "company_id"
UNION ALL
SELECT "company_id", 'articles', count(*) FROM "articles" GROUP BY "company_id";
--> statement-breakpoint
CREATE FUNCTION "list_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_counts" ("company_id", "list", "entries")
  SELECT "company_id", TG_TABLE_NAME, count(*) FROM "added_rows" GROUP BY "company_id"
  ON CONFLICT ("company_id", "list")
  DO UPDATE SET "entries" = "list_counts"."entries" + excluded."entries",
    "version" = "list_counts"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_counts" c SET "entries" = c."entries" - r."entries", "version" = c."version" + 1
  FROM (SELECT "company_id", count(*) AS "entries" FROM "removed_rows" GROUP BY "company_id") r
  WHERE c."company_id" = r."company_id" AND c."list" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any update may move a row in a sort (a new name, code, price): a new version, no new count.
CREATE FUNCTION "list_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_counts" c SET "version" = c."version" + 1
  FROM (SELECT DISTINCT "company_id" FROM "changed_rows") r
  WHERE c."company_id" = r."company_id" AND c."list" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "general_regs_counted" AFTER INSERT ON "general_regs"
REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "general_regs_uncounted" AFTER DELETE ON "general_regs"
REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "general_regs_changed" AFTER UPDATE ON "general_regs"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "customers_counted" AFTER INSERT ON "customers"
REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "customers_uncounted" AFTER DELETE ON "customers"
REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "customers_changed" AFTER UPDATE ON "customers"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_counted" AFTER INSERT ON "articles"
REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "articles_uncounted" AFTER DELETE ON "articles"
REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "articles_changed" AFTER UPDATE ON "articles"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_changed"();

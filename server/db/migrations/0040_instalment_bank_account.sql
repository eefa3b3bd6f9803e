-- Each instalment keeps the company account of its latest presentation to the bank (the bank
-- batch's), so the ledger can filter by bank without reading the batches.
ALTER TABLE "instalments" ADD COLUMN "bank_account_id" integer;
--> statement-breakpoint
-- Those presented before: the account of the latest batch that held each one, whatever came of it.
UPDATE "instalments" i SET "bank_account_id" = l."bank_account_id"
FROM (SELECT DISTINCT ON (it."company_id", it."instalment_id") it."company_id", it."instalment_id", b."bank_account_id"
      FROM "bank_batch_items" it
      JOIN "bank_batches" b ON b."company_id" = it."company_id" AND b."id" = it."batch_id"
      ORDER BY it."company_id", it."instalment_id", b."created_at" DESC, it."id" DESC) l
WHERE i."company_id" = l."company_id" AND i."id" = l."instalment_id";
--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalments_bank_account_idx" ON "instalments" USING btree ("company_id","bank_account_id","due_date","id") WHERE "instalments"."bank_account_id" is not null;

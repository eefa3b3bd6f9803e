DROP INDEX "documents_number_key";--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_company_id_type_year_pk";--> statement-breakpoint
ALTER TABLE "document_counters" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_type_series_year_pk" PRIMARY KEY("company_id","type","series","year");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "series_invoice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "series_deferred" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "series_credit_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "series_debit_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_key" ON "documents" USING btree ("company_id","type","year","series","number");
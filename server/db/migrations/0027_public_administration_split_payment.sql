ALTER TABLE "customers" ADD COLUMN "split_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "split_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "amount_due" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "intent_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pa_document_type" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pa_document_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pa_document_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "cig" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "cup" text;--> statement-breakpoint
ALTER TABLE "general_regs" ADD COLUMN "is_public_administration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before split payment every document's customer paid its total; the N3.5 taxable of each.
UPDATE "documents" SET "amount_due" = "total";--> statement-breakpoint
UPDATE "documents" d SET "intent_amount" = r.taxable
FROM (SELECT company_id, document_id, sum(net_amount) AS taxable FROM "document_rows"
      WHERE vat_nature = 'N3.5' GROUP BY company_id, document_id) r
WHERE d.company_id = r.company_id AND d.id = r.document_id;

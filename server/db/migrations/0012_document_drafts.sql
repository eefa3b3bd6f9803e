ALTER TABLE "documents" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Invoices and notes made before drafts existed were numbered at creation: they are issued.
UPDATE "documents" SET "issued_at" = "created_at" WHERE "type" <> 'order' AND "issued_at" IS NULL;

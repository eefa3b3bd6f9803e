ALTER TABLE "document_rows" ADD COLUMN "price_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rows without an article have no price to look up: their price was always the user's.
UPDATE "document_rows" SET "price_manual" = true WHERE "article_id" IS NULL;

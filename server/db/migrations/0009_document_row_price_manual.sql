ALTER TABLE "document_rows" ADD COLUMN "price_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_code_prefix_idx" ON "articles" USING btree ("company_id",lower("code") text_pattern_ops);--> statement-breakpoint
-- Rows without an article have no price to look up: their price was always the user's.
UPDATE "document_rows" SET "price_manual" = true WHERE "article_id" IS NULL;

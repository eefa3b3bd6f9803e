ALTER TABLE "document_rows" ADD COLUMN "order_row_id" integer;--> statement-breakpoint
ALTER TABLE "document_rows" ADD CONSTRAINT "document_rows_order_row_fk" FOREIGN KEY ("company_id","order_row_id") REFERENCES "public"."document_rows"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_rows_order_row_idx" ON "document_rows" USING btree ("company_id","order_row_id") WHERE "document_rows"."order_row_id" is not null;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- What invoices already bill: a deferred invoice's row the order row of the DDT item it bills,
UPDATE "document_rows" r SET "order_row_id" = si."document_row_id"
FROM "shipping_items" si
WHERE si."company_id" = r."company_id" AND si."id" = r."shipping_item_id";
--> statement-breakpoint
-- and an invoice made from an order the order's row copied at its position (same article and
-- description: conversion copies the rows as they are).
UPDATE "document_rows" r SET "order_row_id" = o."id"
FROM "documents" i
JOIN "documents" ord ON ord."company_id" = i."company_id" AND ord."id" = i."related_document_id"
  AND ord."type" = 'order'
JOIN "document_rows" o ON o."company_id" = ord."company_id" AND o."document_id" = ord."id"
WHERE i."company_id" = r."company_id" AND i."id" = r."document_id" AND i."type" = 'invoice'
  AND r."order_row_id" IS NULL AND r."shipping_item_id" IS NULL
  AND o."position" = r."position" AND o."description" = r."description"
  AND o."article_id" IS NOT DISTINCT FROM r."article_id";

CREATE TABLE "customer_destinations" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip" text,
	"city" text NOT NULL,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"phone" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_destinations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_rows" ADD COLUMN "shipping_item_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "destination_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "destination_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "transport_reason" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "carriage" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "transport_by" text DEFAULT 'carrier' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "goods_appearance" text;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "gross_weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "transport_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "cod_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "customer_destinations" ADD CONSTRAINT "customer_destinations_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_destinations_customer_idx" ON "customer_destinations" USING btree ("company_id","customer_id","id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_destination_fk" FOREIGN KEY ("company_id","destination_id") REFERENCES "public"."customer_destinations"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_destination_fk" FOREIGN KEY ("company_id","destination_id") REFERENCES "public"."customer_destinations"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_carrier_fk" FOREIGN KEY ("company_id","carrier_id") REFERENCES "public"."carriers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_rows_shipping_item_key" ON "document_rows" USING btree ("company_id","shipping_item_id") WHERE "document_rows"."shipping_item_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_destination_idx" ON "documents" USING btree ("company_id","destination_id") WHERE "documents"."destination_id" is not null;--> statement-breakpoint
CREATE INDEX "shipping_lists_to_invoice_idx" ON "shipping_lists" USING btree ("company_id","customer_id","date") WHERE "shipping_lists"."invoice_id" is null and "shipping_lists"."status" = 1;--> statement-breakpoint
CREATE INDEX "shipping_lists_invoice_idx" ON "shipping_lists" USING btree ("company_id","invoice_id") WHERE "shipping_lists"."invoice_id" is not null;
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- A deferred invoice's rows name the DDT items they bill.
ALTER TABLE "document_rows" ADD CONSTRAINT "document_rows_shipping_item_fk" FOREIGN KEY ("company_id","shipping_item_id") REFERENCES "public"."shipping_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- A deferred invoice's DDTs: deleting the (draft) invoice frees them, clearing invoice_id only.
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."documents"("company_id","id") ON DELETE SET NULL ("invoice_id") ON UPDATE no action;
--> statement-breakpoint
-- Carriers were free text: link each to the carriers registry, adding the names it lacks.
INSERT INTO "carriers" ("company_id", "name")
SELECT DISTINCT ON (l."company_id", lower(trim(l."carrier"))) l."company_id", trim(l."carrier")
FROM "shipping_lists" l
WHERE nullif(trim(l."carrier"), '') IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "carriers" c
    WHERE c."company_id" = l."company_id" AND lower(c."name") = lower(trim(l."carrier"))
  );
--> statement-breakpoint
UPDATE "shipping_lists" l SET "carrier_id" = (
  SELECT min(c."id") FROM "carriers" c
  WHERE c."company_id" = l."company_id" AND lower(c."name") = lower(trim(l."carrier"))
)
WHERE nullif(trim(l."carrier"), '') IS NOT NULL;
--> statement-breakpoint
UPDATE "shipping_lists" SET "transport_by" = 'sender' WHERE "carrier_id" IS NULL;
--> statement-breakpoint
-- A DDT goes to one customer. Each list takes the customer of its first item; a list that
-- mixed customers (allowed before) is split: the other customers' items move to new lists
-- with the same header, one per customer. A confirmed list's new parts take the next numbers
-- of its year, so the numbering stays gapless and unique.
DO $split$
DECLARE
  l record;
  c record;
  first boolean;
  n integer;
  new_id integer;
BEGIN
  FOR l IN SELECT * FROM "shipping_lists" ORDER BY "company_id", "year", "number" NULLS LAST, "id" LOOP
    first := true;
    FOR c IN
      SELECT d."customer_id", min(si."id") AS first_item
      FROM "shipping_items" si
      JOIN "document_rows" r ON r."company_id" = si."company_id" AND r."id" = si."document_row_id"
      JOIN "documents" d ON d."company_id" = r."company_id" AND d."id" = r."document_id"
      WHERE si."company_id" = l."company_id" AND si."shipping_list_id" = l."id"
      GROUP BY d."customer_id"
      ORDER BY min(si."id")
    LOOP
      IF first THEN
        UPDATE "shipping_lists" SET "customer_id" = c."customer_id"
        WHERE "company_id" = l."company_id" AND "id" = l."id";
        first := false;
      ELSE
        n := NULL;
        IF l."number" IS NOT NULL THEN
          INSERT INTO "shipping_list_counters" ("company_id", "year", "last_number")
          VALUES (l."company_id", l."year", 1)
          ON CONFLICT ("company_id", "year")
          DO UPDATE SET "last_number" = "shipping_list_counters"."last_number" + 1
          RETURNING "last_number" INTO n;
        END IF;
        INSERT INTO "shipping_lists" (
          "company_id", "number", "year", "date", "status", "customer_id", "carrier",
          "carrier_id", "transport_by", "notes", "created_at"
        ) VALUES (
          l."company_id", n, l."year", l."date", l."status", c."customer_id", l."carrier",
          l."carrier_id", l."transport_by", l."notes", l."created_at"
        ) RETURNING "id" INTO new_id;
        UPDATE "shipping_items" si SET "shipping_list_id" = new_id
        FROM "document_rows" r, "documents" d
        WHERE si."company_id" = l."company_id" AND si."shipping_list_id" = l."id"
          AND r."company_id" = si."company_id" AND r."id" = si."document_row_id"
          AND d."company_id" = r."company_id" AND d."id" = r."document_id"
          AND d."customer_id" = c."customer_id";
      END IF;
    END LOOP;
  END LOOP;
END
$split$;

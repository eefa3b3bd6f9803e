CREATE TABLE "instalments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"due_date" date NOT NULL,
	"method" text,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"charges" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(16, 2) DEFAULT '0' NOT NULL,
	"credited" numeric(16, 2) DEFAULT '0' NOT NULL,
	"written_off" numeric(16, 2) DEFAULT '0' NOT NULL,
	"write_off_reason" text,
	"open_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"bank_state" text DEFAULT 'none' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"instalment_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"method" text,
	"bank_account_id" integer,
	"note" text,
	"credit_note_id" integer,
	"allocated" numeric(16, 2) DEFAULT '0' NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_instalment_fk" FOREIGN KEY ("company_id","instalment_id") REFERENCES "public"."instalments"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_note_fk" FOREIGN KEY ("company_id","credit_note_id") REFERENCES "public"."documents"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_document_key" ON "instalments" USING btree ("company_id","document_id","position");--> statement-breakpoint
CREATE INDEX "instalments_open_idx" ON "instalments" USING btree ("company_id","due_date","id") WHERE "instalments"."open_amount" > 0;--> statement-breakpoint
CREATE INDEX "instalments_customer_idx" ON "instalments" USING btree ("company_id","customer_id","due_date");--> statement-breakpoint
CREATE INDEX "instalments_due_idx" ON "instalments" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_instalment_idx" ON "payment_allocations" USING btree ("company_id","instalment_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("company_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("company_id","customer_id","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_credit_note_key" ON "payments" USING btree ("company_id","credit_note_id") WHERE "payments"."credit_note_id" is not null;--> statement-breakpoint
-- The due dates of the invoices and debit notes issued so far become their instalments, with
-- the method of their payment term; one without due dates owes its amount on its date.
INSERT INTO "instalments" ("company_id", "document_id", "customer_id", "position", "due_date", "method", "amount", "open_amount")
SELECT d."company_id", d."id", d."customer_id", dd."position", dd."due_date", pt."method", dd."amount", dd."amount"
FROM "documents" d
JOIN "document_due_dates" dd ON dd."company_id" = d."company_id" AND dd."document_id" = d."id"
LEFT JOIN "payment_terms" pt ON pt."company_id" = d."company_id" AND pt."id" = d."payment_term_id"
WHERE d."issued_at" IS NOT NULL AND d."type" IN ('invoice', 'debit-note');
--> statement-breakpoint
INSERT INTO "instalments" ("company_id", "document_id", "customer_id", "position", "due_date", "method", "amount", "open_amount")
SELECT d."company_id", d."id", d."customer_id", 1, d."document_date", pt."method", d."amount_due", d."amount_due"
FROM "documents" d
LEFT JOIN "payment_terms" pt ON pt."company_id" = d."company_id" AND pt."id" = d."payment_term_id"
WHERE d."issued_at" IS NOT NULL AND d."type" IN ('invoice', 'debit-note') AND d."amount_due" > 0
  AND NOT EXISTS (SELECT 1 FROM "document_due_dates" dd WHERE dd."company_id" = d."company_id" AND dd."document_id" = d."id");
--> statement-breakpoint
-- What was marked paid (status 2) is settled by one payment per document, dated on its last
-- due date (today at the latest); "paying" (1) by one settling its first instalment.
DO $$
DECLARE
  doc record;
  payment_id integer;
BEGIN
  FOR doc IN
    SELECT d."company_id", d."id", d."customer_id", d."status" FROM "documents" d
    WHERE d."issued_at" IS NOT NULL AND d."type" IN ('invoice', 'debit-note') AND d."status" IN (1, 2)
      AND EXISTS (SELECT 1 FROM "instalments" i WHERE i."company_id" = d."company_id" AND i."document_id" = d."id")
  LOOP
    INSERT INTO "payments" ("company_id", "customer_id", "payment_date", "amount", "method", "allocated")
    SELECT doc."company_id", doc."customer_id", least(max(i."due_date"), current_date), sum(i."amount"),
           coalesce(min(i."method"), 'MP05'), sum(i."amount")
    FROM "instalments" i
    WHERE i."company_id" = doc."company_id" AND i."document_id" = doc."id" AND (doc."status" = 2 OR i."position" = 1)
    RETURNING "id" INTO payment_id;
    INSERT INTO "payment_allocations" ("company_id", "payment_id", "instalment_id", "amount")
    SELECT doc."company_id", payment_id, i."id", i."amount" FROM "instalments" i
    WHERE i."company_id" = doc."company_id" AND i."document_id" = doc."id" AND (doc."status" = 2 OR i."position" = 1);
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE "instalments" i SET "paid" = a."amount", "open_amount" = i."amount" - a."amount",
  "state" = CASE WHEN i."amount" - a."amount" <= 0 THEN 'paid' ELSE 'partly_paid' END
FROM (SELECT "company_id", "instalment_id", sum("amount") AS "amount" FROM "payment_allocations" GROUP BY 1, 2) a
WHERE i."company_id" = a."company_id" AND i."id" = a."instalment_id";
--> statement-breakpoint
-- Issued credit notes not marked settled give their customer a credit, left to allocate.
INSERT INTO "payments" ("company_id", "customer_id", "payment_date", "amount", "credit_note_id")
SELECT d."company_id", d."customer_id", d."document_date", d."amount_due", d."id" FROM "documents" d
WHERE d."issued_at" IS NOT NULL AND d."type" = 'credit-note' AND d."amount_due" > 0 AND d."status" <> 2;
--> statement-breakpoint
-- The status and first open due date now follow the instalments; credit notes are never overdue.
UPDATE "documents" d SET "first_due_date" = s."first_open",
  "status" = CASE WHEN s."open" <= 0 THEN 2 WHEN s."touched" THEN 1 ELSE 0 END
FROM (SELECT "company_id", "document_id", sum("open_amount") AS "open",
             bool_or("paid" + "credited" + "written_off" > 0) AS "touched",
             min("due_date") FILTER (WHERE "open_amount" > 0) AS "first_open"
      FROM "instalments" GROUP BY 1, 2) s
WHERE d."company_id" = s."company_id" AND d."id" = s."document_id";
--> statement-breakpoint
UPDATE "documents" SET "first_due_date" = NULL WHERE "type" = 'credit-note' AND "issued_at" IS NOT NULL;

CREATE TABLE "document_due_dates" (
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "document_due_dates_company_id_document_id_position_pk" PRIMARY KEY("company_id","document_id","position")
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "payment_terms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_term_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payment_term_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "first_due_date" date;--> statement-breakpoint
ALTER TABLE "document_due_dates" ADD CONSTRAINT "document_due_dates_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_due_dates_date_idx" ON "document_due_dates" USING btree ("company_id","due_date");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_term_fk" FOREIGN KEY ("company_id","payment_term_id") REFERENCES "public"."payment_terms"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_term_fk" FOREIGN KEY ("company_id","payment_term_id") REFERENCES "public"."payment_terms"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_payment_term_idx" ON "customers" USING btree ("company_id","payment_term_id") WHERE "customers"."payment_term_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_due_idx" ON "documents" USING btree ("company_id","type","first_due_date") WHERE "documents"."status" <> 2 and "documents"."first_due_date" is not null;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Customers' old payment terms (a fixed list of names) become terms of the company's registry:
-- each name used by a company's customers gets its term (created when the code is missing),
-- and the customer points at it. RiBa was always "fine mese" in Italian practice.
CREATE TEMPORARY TABLE legacy_terms (name text, code text, description text, method text, basis text, days integer[]);
--> statement-breakpoint
INSERT INTO legacy_terms VALUES
  ('immediate', 'RD', 'Rimessa diretta', 'MP05', 'invoice_date', '{0}'),
  ('cash_on_delivery', 'CONT', 'Contanti alla consegna', 'MP01', 'invoice_date', '{0}'),
  ('bank_transfer_30', 'BB30DF', 'Bonifico 30 gg d.f.', 'MP05', 'invoice_date', '{30}'),
  ('bank_transfer_60', 'BB60DF', 'Bonifico 60 gg d.f.', 'MP05', 'invoice_date', '{60}'),
  ('bank_transfer_90', 'BB90DF', 'Bonifico 90 gg d.f.', 'MP05', 'invoice_date', '{90}'),
  ('end_of_month_30', 'BB30FM', 'Bonifico 30 gg f.m.', 'MP05', 'end_of_month', '{30}'),
  ('riba_30', 'RB30FM', 'RiBa 30 gg f.m.', 'MP12', 'end_of_month', '{30}'),
  ('riba_60', 'RB60FM', 'RiBa 60 gg f.m.', 'MP12', 'end_of_month', '{60}'),
  ('riba_30_60', 'RB3060FM', 'RiBa 30/60 gg f.m.', 'MP12', 'end_of_month', '{30,60}');
--> statement-breakpoint
INSERT INTO payment_terms (company_id, code, description, method, basis, days)
SELECT DISTINCT c.company_id, l.code, l.description, l.method, l.basis, l.days
FROM customers c JOIN legacy_terms l ON l.name = c.payment_terms
ON CONFLICT (company_id, code) DO NOTHING;
--> statement-breakpoint
UPDATE customers c SET payment_term_id = t.id
FROM legacy_terms l, payment_terms t
WHERE l.name = c.payment_terms AND t.company_id = c.company_id AND t.code = l.code;
--> statement-breakpoint
-- Documents take their customer's term; "overdue" (3) is no longer stored but derived from
-- the due dates, so stored overdue invoices and notes go back to "to pay" (0).
UPDATE documents d SET payment_term_id = c.payment_term_id
FROM customers c
WHERE c.company_id = d.company_id AND c.id = d.customer_id AND c.payment_term_id IS NOT NULL;
--> statement-breakpoint
UPDATE documents SET status = 0 WHERE type <> 'order' AND status = 3;
--> statement-breakpoint
-- The due dates of the invoices and notes, as contract/due-dates.ts computes them: calendar
-- days from the invoice date, or commercial months (30 days, the 31st as the 30th) to the end
-- of the month reached; the total split in parts truncated to the cent, the rest on the last.
CREATE FUNCTION pg_temp.due_date_of(invoice_date date, days integer, basis text) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE basis
    WHEN 'invoice_date' THEN invoice_date + days
    ELSE (make_date(extract(year FROM invoice_date)::int, 1, 1)
          + make_interval(months => ((extract(month FROM invoice_date)::int - 1) * 30
              + least(extract(day FROM invoice_date)::int, 30) - 1 + days) / 30 + 1)
          - interval '1 day')::date
  END
$$;
--> statement-breakpoint
INSERT INTO document_due_dates (company_id, document_id, position, due_date, amount)
SELECT d.company_id, d.id, k.position, pg_temp.due_date_of(d.document_date, k.days, t.basis),
  CASE WHEN k.position = cardinality(t.days)
    THEN d.total - trunc(d.total / cardinality(t.days), 2) * (cardinality(t.days) - 1)
    ELSE trunc(d.total / cardinality(t.days), 2)
  END
FROM documents d
JOIN payment_terms t ON t.company_id = d.company_id AND t.id = d.payment_term_id
CROSS JOIN LATERAL unnest(t.days) WITH ORDINALITY AS k(days, position)
WHERE d.type <> 'order' AND d.total <> 0;
--> statement-breakpoint
UPDATE documents d SET first_due_date = f.first
FROM (SELECT company_id, document_id, min(due_date) AS first FROM document_due_dates
      GROUP BY 1, 2) f
WHERE f.company_id = d.company_id AND f.document_id = d.id;

ALTER TABLE "documents" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Invoices and notes made before drafts existed were numbered at creation: they are issued.
UPDATE "documents" SET "issued_at" = "created_at" WHERE "type" <> 'order' AND "issued_at" IS NULL;
--> statement-breakpoint
-- The dashboards' summaries (0008) count orders and issued invoices and notes, not drafts:
-- the same functions, with drafts left out (a draft counts from the moment it is issued).
CREATE OR REPLACE FUNCTION dashboards_documents_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n'
  END;
  -- Draft invoices and notes are not sales yet: only orders and issued documents count.
  counted text := 'SELECT * FROM (' || changes || ') x WHERE x.type = ''order'' OR x.issued_at IS NOT NULL';
BEGIN
  EXECUTE format($q$
    WITH c AS MATERIALIZED (%s),
    by_status AS (
      INSERT INTO sales_daily AS s (company_id, type, day, status, documents, net_total, total)
      SELECT company_id, type, document_date, status,
             sum(sign), sum(sign * net_total), sum(sign * total)
      FROM c
      GROUP BY 1, 2, 3, 4
      HAVING sum(sign) <> 0 OR sum(sign * net_total) <> 0 OR sum(sign * total) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, type, day, status) DO UPDATE SET
        documents = s.documents + excluded.documents,
        net_total = s.net_total + excluded.net_total,
        total = s.total + excluded.total
    ),
    by_customer AS (
      INSERT INTO sales_by_customer AS s (company_id, grain, period, customer_id, documents, revenue)
      SELECT c.company_id, g.grain, date_trunc(g.grain, c.document_date)::date, c.customer_id,
             sum(c.sign), sum(c.sign * dashboards_sign(c.type) * c.net_total)
      FROM c CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
      WHERE c.type <> 'order'
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0 OR sum(c.sign * dashboards_sign(c.type) * c.net_total) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, grain, period, customer_id) DO UPDATE SET
        documents = s.documents + excluded.documents,
        revenue = s.revenue + excluded.revenue
    )
    INSERT INTO order_shipping_daily AS s (company_id, shipping_date, status, documents, net_total)
    SELECT company_id, shipping_date, status, sum(sign), sum(sign * net_total)
    FROM c
    WHERE type = 'order' AND shipping_date IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * net_total) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (company_id, shipping_date, status) DO UPDATE SET
      documents = s.documents + excluded.documents,
      net_total = s.net_total + excluded.net_total
  $q$, counted);

  -- A document that changes date (or type) moves its rows' article revenue with it; one
  -- issued brings it (drafts have none). The
  -- LATERAL join reads each moved document's rows through their index (the transition
  -- tables have no statistics: a plain join could scan every row of every document).
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_by_article AS s (company_id, grain, period, article_id, rows, quantity, revenue)
    SELECT m.company_id, g.grain, date_trunc(g.grain, m.document_date)::date, r.article_id,
           sum(m.sign),
           sum(m.sign * dashboards_sign(m.type) * r.quantity),
           sum(m.sign * dashboards_sign(m.type) * r.net_amount)
    FROM (
      SELECT -1 AS sign, o.company_id, o.id, o.type, o.document_date
      FROM old_rows o JOIN new_rows n ON n.company_id = o.company_id AND n.id = o.id
      WHERE (n.document_date, n.type, n.issued_at IS NULL)
            IS DISTINCT FROM (o.document_date, o.type, o.issued_at IS NULL)
        AND o.issued_at IS NOT NULL
      UNION ALL
      SELECT 1, n.company_id, n.id, n.type, n.document_date
      FROM new_rows n JOIN old_rows o ON o.company_id = n.company_id AND o.id = n.id
      WHERE (n.document_date, n.type, n.issued_at IS NULL)
            IS DISTINCT FROM (o.document_date, o.type, o.issued_at IS NULL)
        AND n.issued_at IS NOT NULL
    ) m
    CROSS JOIN LATERAL (
      SELECT dr.article_id, dr.quantity, dr.net_amount FROM document_rows dr
      WHERE dr.company_id = m.company_id AND dr.document_id = m.id AND dr.article_id IS NOT NULL
    ) r
    CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
    WHERE m.type <> 'order'
    GROUP BY 1, 2, 3, 4
    HAVING sum(m.sign) <> 0
      OR sum(m.sign * dashboards_sign(m.type) * r.quantity) <> 0
      OR sum(m.sign * dashboards_sign(m.type) * r.net_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, grain, period, article_id) DO UPDATE SET
      rows = s.rows + excluded.rows,
      quantity = s.quantity + excluded.quantity,
      revenue = s.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboards_document_rows_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO sales_by_article AS s (company_id, grain, period, article_id, rows, quantity, revenue)
    SELECT d.company_id, g.grain, date_trunc(g.grain, d.document_date)::date, c.article_id,
           sum(c.sign),
           sum(c.sign * dashboards_sign(d.type) * c.quantity),
           sum(c.sign * dashboards_sign(d.type) * c.net_amount)
    FROM (%s) c
    CROSS JOIN LATERAL (
      SELECT dd.company_id, dd.document_date, dd.type, dd.issued_at FROM documents dd
      WHERE dd.company_id = c.company_id AND dd.id = c.document_id
    ) d
    CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
    WHERE c.article_id IS NOT NULL AND d.type <> 'order' AND d.issued_at IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0
      OR sum(c.sign * dashboards_sign(d.type) * c.quantity) <> 0
      OR sum(c.sign * dashboards_sign(d.type) * c.net_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, grain, period, article_id) DO UPDATE SET
      rows = s.rows + excluded.rows,
      quantity = s.quantity + excluded.quantity,
      revenue = s.revenue + excluded.revenue
  $q$, changes);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboards_document_deleting() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF OLD.type <> 'order' AND OLD.issued_at IS NOT NULL THEN
    INSERT INTO sales_by_article AS s (company_id, grain, period, article_id, rows, quantity, revenue)
    SELECT OLD.company_id, g.grain, date_trunc(g.grain, OLD.document_date)::date, r.article_id,
           -count(*),
           -sum(dashboards_sign(OLD.type) * r.quantity),
           -sum(dashboards_sign(OLD.type) * r.net_amount)
    FROM document_rows r CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
    WHERE r.company_id = OLD.company_id AND r.document_id = OLD.id AND r.article_id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, grain, period, article_id) DO UPDATE SET
      rows = s.rows + excluded.rows,
      quantity = s.quantity + excluded.quantity,
      revenue = s.revenue + excluded.revenue;
  END IF;
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboards_rebuild(company integer) RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM sales_daily WHERE company_id = company;
  DELETE FROM sales_by_customer WHERE company_id = company;
  DELETE FROM sales_by_article WHERE company_id = company;
  DELETE FROM order_shipping_daily WHERE company_id = company;
  INSERT INTO sales_daily (company_id, type, day, status, documents, net_total, total)
  SELECT company_id, type, document_date, status, count(*), sum(net_total), sum(total)
  FROM documents WHERE company_id = company AND (type = 'order' OR issued_at IS NOT NULL)
  GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_by_customer (company_id, grain, period, customer_id, documents, revenue)
  SELECT d.company_id, g.grain, date_trunc(g.grain, d.document_date)::date, d.customer_id,
         count(*), sum(dashboards_sign(d.type) * d.net_total)
  FROM documents d CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
  WHERE d.company_id = company AND d.type <> 'order' AND d.issued_at IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  INSERT INTO order_shipping_daily (company_id, shipping_date, status, documents, net_total)
  SELECT company_id, shipping_date, status, count(*), sum(net_total)
  FROM documents
  WHERE company_id = company AND type = 'order' AND shipping_date IS NOT NULL
  GROUP BY 1, 2, 3;
  INSERT INTO sales_by_article (company_id, grain, period, article_id, rows, quantity, revenue)
  SELECT d.company_id, g.grain, date_trunc(g.grain, d.document_date)::date, r.article_id,
         count(*), sum(dashboards_sign(d.type) * r.quantity),
         sum(dashboards_sign(d.type) * r.net_amount)
  FROM documents d
  JOIN document_rows r ON r.company_id = d.company_id AND r.document_id = d.id
  CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
  WHERE d.company_id = company AND d.type <> 'order' AND d.issued_at IS NOT NULL
    AND r.article_id IS NOT NULL
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT dashboards_rebuild(id) FROM companies;

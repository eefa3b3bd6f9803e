-- The dashboards' summary tables (0007) follow every write to documents and document_rows.
-- Statement-level triggers read the statement's transition tables, so a bulk insert costs
-- one aggregate, and a write that changes no summarised field (a reorder, a new version
-- number) writes nothing. Customer and article figures go to three grains at once (the day,
-- its month, its year: see server/db/schema/dashboards.ts). Each statement upserts its keys in key order, so two writers take
-- the summary rows' locks in the same order. docs/dashboards.md explains the design.

-- Revenue sign of a document type: credit notes subtract.
CREATE FUNCTION dashboards_sign(doc_type text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE doc_type WHEN 'credit-note' THEN -1 ELSE 1 END $$;
--> statement-breakpoint

-- `changes` is the statement's documents with a sign: +1 new, -1 old (an update is both),
-- read once (MATERIALIZED) by the three upserts of one statement.
CREATE FUNCTION dashboards_documents_changed() RETURNS trigger
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
  $q$, changes);

  -- A document that changes date (or type) moves its rows' article revenue with it. The
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
      WHERE (n.document_date, n.type) IS DISTINCT FROM (o.document_date, o.type)
      UNION ALL
      SELECT 1, n.company_id, n.id, n.type, n.document_date
      FROM new_rows n JOIN old_rows o ON o.company_id = n.company_id AND o.id = n.id
      WHERE (n.document_date, n.type) IS DISTINCT FROM (o.document_date, o.type)
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

-- Rows carry no date: they take their document's (read by key, LATERAL). A row deleted with
-- its document finds no document here (it is already gone): `dashboards_document_deleting`
-- has subtracted it.
CREATE FUNCTION dashboards_document_rows_changed() RETURNS trigger
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
      SELECT dd.company_id, dd.document_date, dd.type FROM documents dd
      WHERE dd.company_id = c.company_id AND dd.id = c.document_id
    ) d
    CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
    WHERE c.article_id IS NOT NULL AND d.type <> 'order'
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

-- Before a document goes, its rows still exist: take their article revenue away.
CREATE FUNCTION dashboards_document_deleting() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF OLD.type <> 'order' THEN
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

CREATE TRIGGER dashboards_documents_inserted AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_documents_changed();
--> statement-breakpoint
CREATE TRIGGER dashboards_documents_updated AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_documents_changed();
--> statement-breakpoint
CREATE TRIGGER dashboards_documents_deleted AFTER DELETE ON documents
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_documents_changed();
--> statement-breakpoint
CREATE TRIGGER dashboards_documents_deleting BEFORE DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION dashboards_document_deleting();
--> statement-breakpoint
CREATE TRIGGER dashboards_document_rows_inserted AFTER INSERT ON document_rows
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_document_rows_changed();
--> statement-breakpoint
CREATE TRIGGER dashboards_document_rows_updated AFTER UPDATE ON document_rows
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_document_rows_changed();
--> statement-breakpoint
CREATE TRIGGER dashboards_document_rows_deleted AFTER DELETE ON document_rows
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_document_rows_changed();
--> statement-breakpoint

-- A company's summary rows from scratch: for loads that bypass triggers (the benchmark
-- generator), and as the reference the tests compare the triggers' work with. Run it while
-- nobody writes that company's documents.
CREATE FUNCTION dashboards_rebuild(company integer) RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM sales_daily WHERE company_id = company;
  DELETE FROM sales_by_customer WHERE company_id = company;
  DELETE FROM sales_by_article WHERE company_id = company;
  DELETE FROM order_shipping_daily WHERE company_id = company;
  INSERT INTO sales_daily (company_id, type, day, status, documents, net_total, total)
  SELECT company_id, type, document_date, status, count(*), sum(net_total), sum(total)
  FROM documents WHERE company_id = company
  GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_by_customer (company_id, grain, period, customer_id, documents, revenue)
  SELECT d.company_id, g.grain, date_trunc(g.grain, d.document_date)::date, d.customer_id,
         count(*), sum(dashboards_sign(d.type) * d.net_total)
  FROM documents d CROSS JOIN (VALUES ('year'), ('month'), ('day')) g(grain)
  WHERE d.company_id = company AND d.type <> 'order'
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
  WHERE d.company_id = company AND d.type <> 'order' AND r.article_id IS NOT NULL
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint

SELECT dashboards_rebuild(id) FROM companies;

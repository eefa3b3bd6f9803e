CREATE TABLE "sdi_transmitter_counters" (
	"transmitter" text PRIMARY KEY NOT NULL,
	"last_progressive" integer NOT NULL
);
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Each transmitter's counter starts after the highest of its companies' (the intermediary's
-- id when the profile names one, else the company's own VAT id), so no name is given twice.
INSERT INTO "sdi_transmitter_counters" ("transmitter", "last_progressive")
SELECT CASE
         WHEN c."transmitter_country" IS NOT NULL AND c."transmitter_code" IS NOT NULL
           THEN c."transmitter_country" || c."transmitter_code"
         ELSE c."country" || coalesce(c."vat_number", '')
       END,
       max(s."last_progressive")
FROM "sdi_counters" s
JOIN "companies" c ON c."id" = s."company_id"
GROUP BY 1;

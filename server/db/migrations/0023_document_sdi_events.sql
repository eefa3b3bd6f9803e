CREATE TABLE "document_sdi_events" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_sdi_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"receipt" text,
	"detail" jsonb,
	CONSTRAINT "document_sdi_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_sdi_events" ADD CONSTRAINT "document_sdi_events_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_sdi_events_document_idx" ON "document_sdi_events" USING btree ("company_id","document_id","id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Documents sent before the history existed: their last file, as sent when it was.
INSERT INTO "document_sdi_events" ("company_id", "document_id", "at", "kind", "file_name")
SELECT "company_id", "id", coalesce("sdi_sent_at", now()), 'sent', "sdi_file_name"
FROM "documents" WHERE "sdi_file_name" IS NOT NULL;

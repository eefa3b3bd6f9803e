CREATE TABLE "sdi_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_progressive" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sdi_status" smallint;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sdi_error" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sdi_file_name" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sdi_progressive" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sdi_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sdi_counters" ADD CONSTRAINT "sdi_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_sdi_file_key" ON "documents" USING btree ("company_id","sdi_file_name") WHERE "documents"."sdi_file_name" is not null;--> statement-breakpoint
CREATE INDEX "documents_sdi_status_idx" ON "documents" USING btree ("company_id","type","sdi_status","document_date");
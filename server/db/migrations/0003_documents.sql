CREATE TABLE "document_counters" (
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	"document_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_company_id_type_year_pk" PRIMARY KEY("company_id","type","year")
);
--> statement-breakpoint
CREATE TABLE "document_rows" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(20, 8) NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vat_rate" text NOT NULL,
	"vat_nature" text,
	"net_amount" numeric(16, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"config" jsonb,
	CONSTRAINT "document_rows_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"reference" text,
	"description" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"document_date" date NOT NULL,
	"shipping_date" date,
	"subtotal" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"net_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"vat_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"related_document_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_rows" ADD CONSTRAINT "document_rows_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_rows" ADD CONSTRAINT "document_rows_article_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_related_fk" FOREIGN KEY ("company_id","related_document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_rows_document_idx" ON "document_rows" USING btree ("company_id","document_id","position");--> statement-breakpoint
CREATE INDEX "document_rows_article_idx" ON "document_rows" USING btree ("company_id","article_id") WHERE "document_rows"."article_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_key" ON "documents" USING btree ("company_id","type","year","number");--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("company_id","type","document_date","id");--> statement-breakpoint
CREATE INDEX "documents_customer_sort_idx" ON "documents" USING btree ("company_id","type",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "documents_total_sort_idx" ON "documents" USING btree ("company_id","type","total","id");--> statement-breakpoint
CREATE INDEX "documents_net_total_sort_idx" ON "documents" USING btree ("company_id","type","net_total","id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("company_id","type","status","document_date");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("company_id","customer_id","document_date");--> statement-breakpoint
CREATE INDEX "documents_related_idx" ON "documents" USING btree ("company_id","related_document_id") WHERE "documents"."related_document_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ((lower("customer_name" || ' ' || coalesce("reference", ''))) gin_trgm_ops);
CREATE TABLE "bank_accounts" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"sia_code" text,
	"sepa_creditor_id" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_search_idx" ON "bank_accounts" USING gin ((lower(coalesce("name", '') || ' ' || coalesce("bank_name", '') || ' ' || coalesce("iban", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_key" ON "bank_accounts" USING btree ("company_id","iban");--> statement-breakpoint
CREATE INDEX "bank_accounts_name_idx" ON "bank_accounts" USING btree ("company_id",lower("name"));
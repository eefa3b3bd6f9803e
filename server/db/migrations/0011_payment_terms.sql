CREATE TABLE "payment_terms" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"basis" text NOT NULL,
	"days" integer[] NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_terms_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_terms_search_idx" ON "payment_terms" USING gin ((lower(coalesce("code", '') || ' ' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_code_key" ON "payment_terms" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "payment_terms_description_idx" ON "payment_terms" USING btree ("company_id",lower("description"));
CREATE TABLE "carriers" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"vat_number" text,
	"tax_code" text,
	"address" text,
	"zip" text,
	"city" text,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"phone" text,
	"email" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carriers_search_idx" ON "carriers" USING gin ((lower(coalesce("name", '') || ' ' || coalesce("vat_number", '') || ' ' || coalesce("tax_code", '') || ' ' || coalesce("city", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carriers_name_idx" ON "carriers" USING btree ("company_id",lower("name"));
CREATE TABLE "article_prices" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "article_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"list_name" text NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	"min_quantity" numeric(14, 3) DEFAULT '1' NOT NULL,
	CONSTRAINT "article_prices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text NOT NULL,
	"unit" text DEFAULT 'pz' NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	"vat_rate" text DEFAULT '22' NOT NULL,
	"vat_nature" text,
	"lifecycle_status" smallint DEFAULT 0 NOT NULL,
	"pricing_type" smallint DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3),
	"barcode" text,
	"image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_articles" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"customer_code" text,
	"description" text,
	CONSTRAINT "customer_articles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_prices" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	"min_quantity" numeric(14, 3) DEFAULT '1' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "customer_prices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"general_reg_id" integer NOT NULL,
	"registry_code" text NOT NULL,
	"credit_limit" numeric(14, 2) NOT NULL,
	"payment_terms" text NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"billing_address" text,
	"billing_zip" text,
	"billing_city" text,
	"billing_province" text,
	"billing_country" text,
	"phone" text,
	"email" text,
	"iban" text,
	"references" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "article_prices" ADD CONSTRAINT "article_prices_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_articles" ADD CONSTRAINT "customer_articles_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_articles" ADD CONSTRAINT "customer_articles_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_general_reg_id_general_regs_company_id_id_fk" FOREIGN KEY ("company_id","general_reg_id") REFERENCES "public"."general_regs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_prices_article_idx" ON "article_prices" USING btree ("company_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_code_key" ON "articles" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ((lower("code" || ' ' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_articles_key" ON "customer_articles" USING btree ("company_id","customer_id","article_id");--> statement-breakpoint
CREATE INDEX "customer_articles_article_idx" ON "customer_articles" USING btree ("company_id","article_id");--> statement-breakpoint
CREATE INDEX "customer_prices_customer_idx" ON "customer_prices" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_prices_article_idx" ON "customer_prices" USING btree ("company_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_registry_code_key" ON "customers" USING btree ("company_id","registry_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_general_reg_key" ON "customers" USING btree ("company_id","general_reg_id");
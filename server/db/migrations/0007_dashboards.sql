CREATE TABLE "order_shipping_daily" (
	"company_id" integer NOT NULL,
	"shipping_date" date NOT NULL,
	"status" smallint NOT NULL,
	"documents" integer NOT NULL,
	"net_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "order_shipping_daily_company_id_shipping_date_status_pk" PRIMARY KEY("company_id","shipping_date","status")
);
--> statement-breakpoint
CREATE TABLE "sales_by_article" (
	"company_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"article_id" integer NOT NULL,
	"rows" integer NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"revenue" numeric(18, 2) NOT NULL,
	CONSTRAINT "sales_by_article_company_id_grain_period_article_id_pk" PRIMARY KEY("company_id","grain","period","article_id")
);
--> statement-breakpoint
CREATE TABLE "sales_by_customer" (
	"company_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"customer_id" integer NOT NULL,
	"documents" integer NOT NULL,
	"revenue" numeric(18, 2) NOT NULL,
	CONSTRAINT "sales_by_customer_company_id_grain_period_customer_id_pk" PRIMARY KEY("company_id","grain","period","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"documents" integer NOT NULL,
	"net_total" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	CONSTRAINT "sales_daily_company_id_type_day_status_pk" PRIMARY KEY("company_id","type","day","status")
);
--> statement-breakpoint
CREATE INDEX "documents_open_orders_idx" ON "documents" USING btree ("company_id","shipping_date","id") WHERE "documents"."type" = 'order' and "documents"."status" < 6 and "documents"."shipping_date" is not null;
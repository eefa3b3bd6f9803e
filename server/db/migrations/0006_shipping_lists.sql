CREATE TABLE "labels" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipping_item_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_items" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shipping_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipping_list_id" integer NOT NULL,
	"document_row_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"parcels" smallint DEFAULT 1 NOT NULL,
	"weight" numeric(10, 3),
	CONSTRAINT "shipping_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_list_counters" (
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "shipping_list_counters_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "shipping_lists" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shipping_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer,
	"year" smallint NOT NULL,
	"date" date NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"carrier" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_lists_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gs1_prefix" text;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_item_fk" FOREIGN KEY ("company_id","shipping_item_id") REFERENCES "public"."shipping_items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_list_fk" FOREIGN KEY ("company_id","shipping_list_id") REFERENCES "public"."shipping_lists"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_document_row_fk" FOREIGN KEY ("company_id","document_row_id") REFERENCES "public"."document_rows"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_list_counters" ADD CONSTRAINT "shipping_list_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_item_key" ON "labels" USING btree ("company_id","shipping_item_id");--> statement-breakpoint
CREATE INDEX "shipping_items_list_idx" ON "shipping_items" USING btree ("company_id","shipping_list_id","id");--> statement-breakpoint
CREATE INDEX "shipping_items_row_idx" ON "shipping_items" USING btree ("company_id","document_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_lists_number_key" ON "shipping_lists" USING btree ("company_id","year","number") WHERE "shipping_lists"."number" is not null;--> statement-breakpoint
CREATE INDEX "shipping_lists_date_idx" ON "shipping_lists" USING btree ("company_id","date","id");
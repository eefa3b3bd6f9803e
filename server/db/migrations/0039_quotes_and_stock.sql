CREATE TABLE "stock_movements" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"shipping_list_id" integer,
	"reverses_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "stocked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "on_hand" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reserved" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "min_stock" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cost" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "conditions" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_article_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shipping_list_fk" FOREIGN KEY ("company_id","shipping_list_id") REFERENCES "public"."shipping_lists"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reverses_fk" FOREIGN KEY ("company_id","reverses_id") REFERENCES "public"."stock_movements"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_article_idx" ON "stock_movements" USING btree ("company_id","article_id","date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_date_idx" ON "stock_movements" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_shipping_list_idx" ON "stock_movements" USING btree ("company_id","shipping_list_id") WHERE "stock_movements"."shipping_list_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reverses_key" ON "stock_movements" USING btree ("company_id","reverses_id") WHERE "stock_movements"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "articles_below_min_idx" ON "articles" USING btree ("company_id",("on_hand" - "reserved" - "min_stock"),"id") WHERE "articles"."stocked" and "articles"."min_stock" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_quote_order_key" ON "documents" USING btree ("company_id","related_document_id") WHERE "documents"."type" = 'order' and "documents"."related_document_id" is not null;--> statement-breakpoint
CREATE FUNCTION "stock_movements_never_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements are never edited: reverse the movement instead' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_update" BEFORE UPDATE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "stock_movements_never_edited"();

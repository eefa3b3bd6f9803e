CREATE TABLE "bank_batch_items" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bank_batch_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"instalment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"state" text DEFAULT 'presented' NOT NULL,
	"charges" numeric(16, 2) DEFAULT '0' NOT NULL,
	"outcome_date" date,
	"reason" text,
	"payment_id" integer,
	"mandate_id" integer,
	"sequence" text,
	CONSTRAINT "bank_batch_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_batches" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bank_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"credit_date" date NOT NULL,
	"state" text DEFAULT 'presented' NOT NULL,
	"count" integer NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"file_name" text NOT NULL,
	"file" text NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_batches_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sdd_mandates" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sdd_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"reference" text NOT NULL,
	"signature_date" date NOT NULL,
	"scheme" text NOT NULL,
	"recurrent" boolean DEFAULT true NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"revoked_at" date,
	"collections" integer DEFAULT 0 NOT NULL,
	"first_presented" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sdd_mandates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "bank_batch_items" ADD CONSTRAINT "bank_batch_items_batch_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."bank_batches"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_batch_items" ADD CONSTRAINT "bank_batch_items_instalment_fk" FOREIGN KEY ("company_id","instalment_id") REFERENCES "public"."instalments"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_batch_items" ADD CONSTRAINT "bank_batch_items_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_batch_items" ADD CONSTRAINT "bank_batch_items_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_batch_items" ADD CONSTRAINT "bank_batch_items_mandate_fk" FOREIGN KEY ("company_id","mandate_id") REFERENCES "public"."sdd_mandates"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_batches" ADD CONSTRAINT "bank_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_batches" ADD CONSTRAINT "bank_batches_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdd_mandates" ADD CONSTRAINT "sdd_mandates_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_batch_items_batch_idx" ON "bank_batch_items" USING btree ("company_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "bank_batch_items_instalment_idx" ON "bank_batch_items" USING btree ("company_id","instalment_id");--> statement-breakpoint
CREATE INDEX "bank_batch_items_mandate_idx" ON "bank_batch_items" USING btree ("company_id","mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_batches_number_key" ON "bank_batches" USING btree ("company_id","kind","year","number");--> statement-breakpoint
CREATE INDEX "bank_batches_created_idx" ON "bank_batches" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdd_mandates_reference_key" ON "sdd_mandates" USING btree ("company_id","reference");--> statement-breakpoint
CREATE INDEX "sdd_mandates_customer_idx" ON "sdd_mandates" USING btree ("company_id","customer_id");
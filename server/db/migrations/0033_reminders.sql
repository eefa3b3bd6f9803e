CREATE TABLE "late_interest_rates" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "late_interest_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"valid_from" date NOT NULL,
	"reference_rate" numeric(6, 3) NOT NULL,
	"points" numeric(5, 2) DEFAULT '8' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_interest_rates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "reminder_items" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reminder_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reminder_id" integer NOT NULL,
	"instalment_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"due_date" date NOT NULL,
	"open" numeric(16, 2) DEFAULT '0' NOT NULL,
	"days_late" integer NOT NULL,
	"interest" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "reminder_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"reminder_date" date NOT NULL,
	"pay_by" date NOT NULL,
	"locale" text NOT NULL,
	"interest_applies" boolean NOT NULL,
	"rates" jsonb NOT NULL,
	"open" numeric(16, 2) DEFAULT '0' NOT NULL,
	"interest" numeric(16, 2) DEFAULT '0' NOT NULL,
	"compensation" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "last_reminder_level" smallint;--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "last_reminded_on" date;--> statement-breakpoint
ALTER TABLE "late_interest_rates" ADD CONSTRAINT "late_interest_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_reminder_fk" FOREIGN KEY ("company_id","reminder_id") REFERENCES "public"."reminders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_interest_rates_search_idx" ON "late_interest_rates" USING gin ((lower(coalesce("notes", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "late_interest_rates_valid_from_key" ON "late_interest_rates" USING btree ("company_id","valid_from");--> statement-breakpoint
CREATE INDEX "reminder_items_reminder_idx" ON "reminder_items" USING btree ("company_id","reminder_id");--> statement-breakpoint
CREATE INDEX "reminder_items_instalment_idx" ON "reminder_items" USING btree ("company_id","instalment_id");--> statement-breakpoint
CREATE INDEX "reminders_customer_idx" ON "reminders" USING btree ("company_id","customer_id","reminder_date");
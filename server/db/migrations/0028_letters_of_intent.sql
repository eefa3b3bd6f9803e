CREATE TABLE "letter_of_intent_documents" (
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"letter_id" integer NOT NULL,
	CONSTRAINT "letter_of_intent_documents_company_id_document_id_pk" PRIMARY KEY("company_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "letters_of_intent" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "letters_of_intent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"protocol_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"single_operation" boolean DEFAULT false NOT NULL,
	"notes" text,
	"used" numeric(14, 2) DEFAULT '0' NOT NULL,
	"used_documents" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_of_intent_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "letter_of_intent_documents" ADD CONSTRAINT "letter_of_intent_documents_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_of_intent_documents" ADD CONSTRAINT "letter_of_intent_documents_letter_fk" FOREIGN KEY ("company_id","letter_id") REFERENCES "public"."letters_of_intent"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_intent" ADD CONSTRAINT "letters_of_intent_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_of_intent_documents_letter_idx" ON "letter_of_intent_documents" USING btree ("company_id","letter_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "letters_of_intent_protocol_key" ON "letters_of_intent" USING btree ("company_id","protocol");--> statement-breakpoint
CREATE INDEX "letters_of_intent_customer_idx" ON "letters_of_intent" USING btree ("company_id","customer_id","valid_from");
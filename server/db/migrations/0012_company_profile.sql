ALTER TABLE "companies" ADD COLUMN "regime_fiscale" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rea_office" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rea_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "share_capital" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sole_shareholder" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "liquidation" text DEFAULT 'LN' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "transmitter_country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "transmitter_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
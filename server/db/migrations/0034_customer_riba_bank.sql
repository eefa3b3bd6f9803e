ALTER TABLE "customers" ADD COLUMN "bank_abi" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bank_cab" text;
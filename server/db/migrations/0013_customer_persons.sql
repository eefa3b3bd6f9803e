ALTER TABLE "general_regs" ADD COLUMN "is_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_regs" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "general_regs" ADD COLUMN "last_name" text;
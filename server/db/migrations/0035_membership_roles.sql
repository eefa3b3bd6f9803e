-- Every member so far could do everything: they become owners (docs/roles.md).
UPDATE "memberships" SET "role" = 'owner' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "role" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('owner', 'administration', 'sales', 'warehouse', 'accountant'));
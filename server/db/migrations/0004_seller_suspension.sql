-- Decision 012: sellers can be suspended (approval_status 3) and reinstated; every decision, these included, is
-- one row of approval_decisions, named by what the admin did. The sellers list searches with trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "sellers" DROP CONSTRAINT "sellers_approval_status_check";--> statement-breakpoint
ALTER TABLE "approval_decisions" DROP CONSTRAINT "approval_decisions_decision_check";--> statement-breakpoint
ALTER TABLE "approval_decisions" DROP CONSTRAINT "approval_decisions_reason_check";--> statement-breakpoint
DROP INDEX "onboarding_submissions_queue_idx";--> statement-breakpoint
ALTER TABLE "approval_decisions" ALTER COLUMN "decision" SET DATA TYPE text USING (CASE "decision" WHEN 1 THEN 'approved' ELSE 'rejected' END);--> statement-breakpoint
CREATE INDEX "sellers_search_idx" ON "sellers" USING gin (("seller_name" || ' ' || "sp_store_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "onboarding_submissions_queue_idx" ON "onboarding_submissions" USING btree ("id") WHERE "onboarding_submissions"."superseded_at" is null;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_approval_status_check" CHECK ("sellers"."approval_status" in (0, 1, 2, 3));--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_decision_check" CHECK ("approval_decisions"."decision" in ('approved', 'rejected', 'suspended', 'reinstated'));--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_reason_check" CHECK (("approval_decisions"."decision" in ('rejected', 'suspended')) = ("approval_decisions"."reason" is not null));

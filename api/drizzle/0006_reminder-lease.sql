DROP INDEX "reminder_jobs_pending_idx";--> statement-breakpoint
ALTER TABLE "reminder_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reminder_jobs_open_idx" ON "reminder_jobs" USING btree ("day") WHERE "reminder_jobs"."state" in ('pending', 'sending');--> statement-breakpoint
-- Claims made before leases existed: a lease from their last change, so one whose replica died is claimed again.
UPDATE "reminder_jobs" SET "lease_until" = "updated_at" + interval '2 minutes' WHERE "state" = 'sending';

DROP INDEX "disbursement_runs_period_idx";--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD COLUMN "failure_reported_by" uuid;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD COLUMN "failure_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD COLUMN "failure_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD COLUMN "period_key" text;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD COLUMN "holds_period" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD COLUMN "period_key" text;--> statement-breakpoint
-- Runs made before period keys: the key of period-rules.ts as far as SQL says it (NFKC, lower case, words and numbers
-- apart, leading zeros dropped; Roman numerals stay letters). Each scholar's earliest live row of a period holds it;
-- a second one (the double payment the key now refuses) holds nothing, so approving its run re-checks and refuses it.
UPDATE "disbursement_runs" SET "period_key" = trim(regexp_replace(regexp_replace(lower(normalize("period", NFKC)), '[^[:alnum:]]+', ' ', 'g'), '(^| )0+([0-9])', '\1\2', 'g'));--> statement-breakpoint
UPDATE "disbursement_items" SET "period_key" = r."period_key" FROM "disbursement_runs" r WHERE r."id" = "disbursement_items"."run_id";--> statement-breakpoint
UPDATE "disbursement_items" SET "holds_period" = true WHERE ("run_id", "student_id") IN (
  SELECT "run_id", "student_id" FROM (
    SELECT i."run_id", i."student_id", row_number() OVER (PARTITION BY i."student_id", i."period_key" ORDER BY r."seq") AS "nth"
    FROM "disbursement_items" i JOIN "disbursement_runs" r ON r."id" = i."run_id"
    WHERE i."included" AND i."transfer_status" <> 'FAILED' AND r."status" <> 'CANCELLED'
  ) live WHERE "nth" = 1
);--> statement-breakpoint
ALTER TABLE "disbursement_items" ALTER COLUMN "period_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "disbursement_items" ALTER COLUMN "holds_period" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ALTER COLUMN "period_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD COLUMN "bank_file_downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD COLUMN "cancel_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD CONSTRAINT "disbursement_items_failure_reported_by_users_id_fk" FOREIGN KEY ("failure_reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD CONSTRAINT "disbursement_items_failure_confirmed_by_users_id_fk" FOREIGN KEY ("failure_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD CONSTRAINT "disbursement_runs_cancel_requested_by_users_id_fk" FOREIGN KEY ("cancel_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disbursement_items_one_per_period_key" ON "disbursement_items" USING btree ("student_id","period_key") WHERE "disbursement_items"."holds_period";--> statement-breakpoint
CREATE INDEX "disbursement_runs_period_idx" ON "disbursement_runs" USING btree ("period_key");--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD CONSTRAINT "disbursement_items_holds_only_included" CHECK (not "disbursement_items"."holds_period" or ("disbursement_items"."included" and "disbursement_items"."transfer_status" <> 'FAILED'));
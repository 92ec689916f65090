ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_resolved_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_resolution_note" text;--> statement-breakpoint
CREATE INDEX "payments_control_number_idx" ON "payments" USING btree ("control_number");
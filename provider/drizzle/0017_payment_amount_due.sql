ALTER TABLE "payment_changes" ADD COLUMN "previous_amount_due_tzs" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_due_tzs" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_due_positive" CHECK ("payments"."amount_due_tzs" > 0);
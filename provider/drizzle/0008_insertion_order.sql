ALTER TABLE "activity" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_acknowledgements" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_registrations" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_changes" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "seq" bigserial NOT NULL;
-- Administrators' invitations not used yet wait for a second administrator's confirmation like new ones: nothing
-- is written for them (confirmed_at stays null), and with no notice on record their inviter cannot confirm them alone.
ALTER TABLE "invitations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;

CREATE TABLE "audit_log" (
	"seq" bigserial NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "batch_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "role" text DEFAULT 'STUDENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "send_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "active_batches" integer[] DEFAULT '{1,2}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_email");--> statement-breakpoint
CREATE INDEX "users_role_batch_idx" ON "users" USING btree ("role","batch_no");--> statement-breakpoint
UPDATE "invitations" SET "last_sent_at" = "created_at";--> statement-breakpoint
UPDATE "programme_settings" SET "active_batches" = "known"."batches"
FROM (
  SELECT array_agg(DISTINCT "batch_no" ORDER BY "batch_no") AS "batches"
  FROM (SELECT "batch_no" FROM "users" UNION SELECT "batch_no" FROM "invitations") AS "all_batches"
  WHERE "batch_no" IS NOT NULL AND "batch_no" > 0
) AS "known"
WHERE "known"."batches" IS NOT NULL;

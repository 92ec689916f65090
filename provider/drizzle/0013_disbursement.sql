CREATE TABLE "disbursement_changes" (
	"seq" bigserial NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_before" integer NOT NULL,
	"amount_after" integer NOT NULL,
	"included_before" boolean NOT NULL,
	"included_after" boolean NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disbursement_items" (
	"seq" bigserial NOT NULL,
	"run_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"included" boolean NOT NULL,
	"amount_tzs" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"officer_reason" text,
	"account_number" text,
	"account_name" text NOT NULL,
	"reference" text NOT NULL,
	"transfer_status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"failed_at" timestamp with time zone,
	CONSTRAINT "disbursement_items_run_id_student_id_pk" PRIMARY KEY("run_id","student_id"),
	CONSTRAINT "disbursement_items_amount_positive" CHECK ("disbursement_items"."amount_tzs" > 0)
);
--> statement-breakpoint
CREATE TABLE "disbursement_runs" (
	"seq" bigserial NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"academic_year" text NOT NULL,
	"batch_no" integer,
	"amount_tzs" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "disbursement_runs_amount_positive" CHECK ("disbursement_runs"."amount_tzs" > 0)
);
--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "stipend_amount_tzs" integer DEFAULT 450000 NOT NULL;--> statement-breakpoint
ALTER TABLE "disbursement_changes" ADD CONSTRAINT "disbursement_changes_run_id_disbursement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."disbursement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_changes" ADD CONSTRAINT "disbursement_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_changes" ADD CONSTRAINT "disbursement_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD CONSTRAINT "disbursement_items_run_id_disbursement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."disbursement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_items" ADD CONSTRAINT "disbursement_items_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD CONSTRAINT "disbursement_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD CONSTRAINT "disbursement_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_runs" ADD CONSTRAINT "disbursement_runs_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disbursement_changes_run_idx" ON "disbursement_changes" USING btree ("run_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "disbursement_items_reference_key" ON "disbursement_items" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "disbursement_items_student_idx" ON "disbursement_items" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "disbursement_runs_period_idx" ON "disbursement_runs" USING btree (lower("period"));
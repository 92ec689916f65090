CREATE TABLE "programme_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"current_academic_year" text DEFAULT 'Y2024_2025' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_settings_one_row" CHECK ("programme_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "programme_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
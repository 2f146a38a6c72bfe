CREATE TABLE "retention_job" (
	"id" smallint PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_removed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_batches" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"entity_uuid" uuid PRIMARY KEY NOT NULL,
	"months" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purged_before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "lookup_reason_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "entity_uuid" uuid;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "original_plate" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "read_digest" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "read_digest_version" smallint;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "corrected_by_uuid" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "corrected_by_name" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_corrected_by_uuid_users_uuid_fk" FOREIGN KEY ("corrected_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_entity_to_idx" ON "mail_outbox" USING btree ("entity_uuid",lower("to"));--> statement-breakpoint
CREATE INDEX "mail_outbox_entity_created_idx" ON "mail_outbox" USING btree ("entity_uuid","created_at");--> statement-breakpoint
-- Hand-written (issue 30 item 4): scans recorded before this migration keep the plate they hold
-- now as the read of record (an earlier plate edit overwrote the camera's read; it is not known).
UPDATE "scans" SET "original_plate" = "plate" WHERE "original_plate" IS NULL;

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
ALTER TABLE "mail_outbox" ADD COLUMN "entity_uuid" uuid;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_entity_created_idx" ON "mail_outbox" USING btree ("entity_uuid","created_at");
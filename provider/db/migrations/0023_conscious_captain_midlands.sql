ALTER TABLE "stored_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "original_plate" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "read_digest" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "read_digest_version" smallint;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "corrected_by_uuid" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "corrected_by_name" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_corrected_by_uuid_users_uuid_fk" FOREIGN KEY ("corrected_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 30 item 4): scans recorded before this migration keep the plate they hold
-- now as the read of record (an earlier plate edit overwrote the camera's read; it is not known).
UPDATE "scans" SET "original_plate" = "plate" WHERE "original_plate" IS NULL;

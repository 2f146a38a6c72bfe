ALTER TABLE "mail_outbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("failed_at") WHERE "mail_outbox"."failed_at" is not null;--> statement-breakpoint
-- Mails written before the worker were handled at once: printed to the log (no error) or failed.
UPDATE "mail_outbox" SET "attempts" = 1, "sent_at" = "created_at" WHERE "sent_at" IS NULL AND "error" IS NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "attempts" = 1, "failed_at" = "created_at" WHERE "sent_at" IS NULL AND "error" IS NOT NULL;

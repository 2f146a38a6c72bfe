-- Codes become one per permit type and e-mail: the pending ones (15 minutes at most) have no
-- type, so they are dropped; a customer asks for a new code.
DELETE FROM "permit_email_codes";--> statement-breakpoint
DROP INDEX "permit_email_codes_lookup_idx";--> statement-breakpoint
ALTER TABLE "permit_email_codes" ADD COLUMN "product_uuid" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "permit_email_codes" ADD COLUMN "failed_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "permit_email_codes" ADD CONSTRAINT "permit_email_codes_product_uuid_permit_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."permit_products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permit_email_codes_product_email_idx" ON "permit_email_codes" USING btree ("product_uuid","email");
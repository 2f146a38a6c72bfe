ALTER TABLE "citation_locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "citation_locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "citations" ADD COLUMN "scan_uuid" uuid;--> statement-breakpoint
ALTER TABLE "citations" ADD COLUMN "override_note" text;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_scan_uuid_scans_uuid_fk" FOREIGN KEY ("scan_uuid") REFERENCES "public"."scans"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citations_scan_idx" ON "citations" USING btree ("scan_uuid") WHERE "citations"."scan_uuid" is not null;
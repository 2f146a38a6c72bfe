CREATE TABLE "scan_member_totals" (
	"entity_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_member_totals_entity_uuid_user_uuid_pk" PRIMARY KEY("entity_uuid","user_uuid")
);
--> statement-breakpoint
ALTER TABLE "scan_member_totals" ADD CONSTRAINT "scan_member_totals_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_member_totals" ADD CONSTRAINT "scan_member_totals_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill for databases that already hold scans.
INSERT INTO "scan_member_totals" ("entity_uuid", "user_uuid", "scans")
SELECT "entity_uuid", "captured_by_uuid", count(*)::int FROM "scans"
WHERE "captured_by_uuid" IS NOT NULL GROUP BY 1, 2;

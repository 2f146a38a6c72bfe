CREATE TABLE "report_shares" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"created_by_uuid" uuid,
	"secret_hash" text NOT NULL,
	"description" text NOT NULL,
	"params" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_logs" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"list_uuid" uuid,
	"plate" text,
	"params" jsonb,
	"share_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_logs_type_valid" CHECK ("report_logs"."type" in ('REPORT_PLATE_LINK','REPORT_LINK','WEB_CSV','WEB_CSV_PERMITS','WEB_CSV_CITATIONS','WEB_PDF_CITATIONS','WEB_CSV_METERS'))
);
--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_logs" ADD CONSTRAINT "report_logs_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_logs" ADD CONSTRAINT "report_logs_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_logs" ADD CONSTRAINT "report_logs_share_uuid_report_shares_uuid_fk" FOREIGN KEY ("share_uuid") REFERENCES "public"."report_shares"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_shares_entity_idx" ON "report_shares" USING btree ("entity_uuid");--> statement-breakpoint
CREATE INDEX "report_logs_entity_created_idx" ON "report_logs" USING btree ("entity_uuid","created_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);
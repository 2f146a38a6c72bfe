CREATE TABLE "citation_appeal_images" (
	"appeal_uuid" uuid NOT NULL,
	"file_uuid" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "citation_appeal_images_appeal_uuid_file_uuid_pk" PRIMARY KEY("appeal_uuid","file_uuid")
);
--> statement-breakpoint
CREATE TABLE "citation_appeals" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"citation_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"address" text,
	"reason" text NOT NULL,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"response_date" timestamp with time zone,
	"status" text,
	"is_approved" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citation_images" (
	"citation_uuid" uuid NOT NULL,
	"file_uuid" uuid NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citation_images_citation_uuid_file_uuid_pk" PRIMARY KEY("citation_uuid","file_uuid")
);
--> statement-breakpoint
CREATE TABLE "citation_locations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citation_logs" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"citation_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"note" text,
	"created_by_uuid" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citation_mailings" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"description" text NOT NULL,
	"count" integer NOT NULL,
	"requested_by_uuid" uuid,
	"requested_by" text,
	"email" text,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citation_settings" (
	"entity_uuid" uuid PRIMARY KEY NOT NULL,
	"appeal_window" integer,
	"ticket_header" text,
	"ticket_footer" text,
	"header1" text,
	"header2" text,
	"is_portal_private" boolean DEFAULT false NOT NULL,
	"appeal_notif_email" text,
	"last_citation_number" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "citation_types" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"citation_code" text,
	"citation_description" text NOT NULL,
	"citation_code_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"late_amount1" integer,
	"late_days1" integer,
	"late_amount2" integer,
	"late_days2" integer,
	"convenience_fee" integer DEFAULT 20 NOT NULL,
	"appeal_window" integer,
	"is_used" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"citation_number" integer NOT NULL,
	"type_uuid" uuid NOT NULL,
	"citation_name" text NOT NULL,
	"citation_description" text NOT NULL,
	"plate" text NOT NULL,
	"state_prov" text,
	"color" text,
	"make" text,
	"model" text,
	"location_uuid" uuid,
	"location" text,
	"officer_uuid" uuid,
	"officer_name" text,
	"comments" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" integer NOT NULL,
	"amount_override" integer,
	"late_amount1" integer,
	"late_days1" integer,
	"late_amount2" integer,
	"late_days2" integer,
	"convenience_fee" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'open' NOT NULL,
	"void_date" timestamp with time zone,
	"update_message" text,
	"paid_total" integer DEFAULT 0 NOT NULL,
	"paid_total_fees" integer DEFAULT 0 NOT NULL,
	"paid_net" integer DEFAULT 0 NOT NULL,
	"date_paid" timestamp with time zone,
	"appeal_name" text,
	"appeal_date" timestamp with time zone,
	"source" text DEFAULT 'patrol' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_hourly_totals" (
	"meter_uuid" uuid NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meter_hourly_totals_meter_uuid_hour_pk" PRIMARY KEY("meter_uuid","hour")
);
--> statement-breakpoint
CREATE TABLE "meter_rates" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"meter_uuid" uuid NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"is_flat_rate" boolean DEFAULT false NOT NULL,
	"is_increment" boolean DEFAULT false NOT NULL,
	"is_overnight" boolean DEFAULT false NOT NULL,
	"amount" integer,
	"increment_value" integer,
	"max_increment_time" integer,
	"first_free_min" integer,
	"flat_rate_amount" integer,
	"flat_rate_duration" integer,
	"flat_rate_end_time" integer,
	"overnight_amount" integer,
	"overnight_end_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"zone_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"first_free_min" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parking_sessions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"meter_uuid" uuid NOT NULL,
	"public_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"meter_name" text NOT NULL,
	"plate" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total_amount" integer NOT NULL,
	"total_fees" integer DEFAULT 0 NOT NULL,
	"net_amount" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"email" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_sessions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "citation_appeal_images" ADD CONSTRAINT "citation_appeal_images_appeal_uuid_citation_appeals_uuid_fk" FOREIGN KEY ("appeal_uuid") REFERENCES "public"."citation_appeals"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_appeal_images" ADD CONSTRAINT "citation_appeal_images_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_appeals" ADD CONSTRAINT "citation_appeals_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_appeals" ADD CONSTRAINT "citation_appeals_citation_uuid_citations_uuid_fk" FOREIGN KEY ("citation_uuid") REFERENCES "public"."citations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_images" ADD CONSTRAINT "citation_images_citation_uuid_citations_uuid_fk" FOREIGN KEY ("citation_uuid") REFERENCES "public"."citations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_images" ADD CONSTRAINT "citation_images_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_locations" ADD CONSTRAINT "citation_locations_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_logs" ADD CONSTRAINT "citation_logs_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_logs" ADD CONSTRAINT "citation_logs_citation_uuid_citations_uuid_fk" FOREIGN KEY ("citation_uuid") REFERENCES "public"."citations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_logs" ADD CONSTRAINT "citation_logs_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_mailings" ADD CONSTRAINT "citation_mailings_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_mailings" ADD CONSTRAINT "citation_mailings_requested_by_uuid_users_uuid_fk" FOREIGN KEY ("requested_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_settings" ADD CONSTRAINT "citation_settings_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_types" ADD CONSTRAINT "citation_types_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_types" ADD CONSTRAINT "citation_types_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_type_uuid_citation_types_uuid_fk" FOREIGN KEY ("type_uuid") REFERENCES "public"."citation_types"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_location_uuid_citation_locations_uuid_fk" FOREIGN KEY ("location_uuid") REFERENCES "public"."citation_locations"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_officer_uuid_users_uuid_fk" FOREIGN KEY ("officer_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_hourly_totals" ADD CONSTRAINT "meter_hourly_totals_meter_uuid_meters_uuid_fk" FOREIGN KEY ("meter_uuid") REFERENCES "public"."meters"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_hourly_totals" ADD CONSTRAINT "meter_hourly_totals_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_rates" ADD CONSTRAINT "meter_rates_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_rates" ADD CONSTRAINT "meter_rates_meter_uuid_meters_uuid_fk" FOREIGN KEY ("meter_uuid") REFERENCES "public"."meters"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_meter_uuid_meters_uuid_fk" FOREIGN KEY ("meter_uuid") REFERENCES "public"."meters"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citation_appeals_citation_idx" ON "citation_appeals" USING btree ("citation_uuid");--> statement-breakpoint
CREATE INDEX "citation_appeals_entity_idx" ON "citation_appeals" USING btree ("entity_uuid","submission_date" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "citation_locations_entity_idx" ON "citation_locations" USING btree ("entity_uuid","name");--> statement-breakpoint
CREATE INDEX "citation_logs_citation_idx" ON "citation_logs" USING btree ("citation_uuid","created_at");--> statement-breakpoint
CREATE INDEX "citation_mailings_entity_idx" ON "citation_mailings" USING btree ("entity_uuid","created_at");--> statement-breakpoint
CREATE INDEX "citation_types_entity_idx" ON "citation_types" USING btree ("entity_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "citations_entity_number_idx" ON "citations" USING btree ("entity_uuid","citation_number");--> statement-breakpoint
CREATE INDEX "citations_entity_issued_idx" ON "citations" USING btree ("entity_uuid","issued_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "citations_entity_location_issued_idx" ON "citations" USING btree ("entity_uuid","location_uuid","issued_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "citations_entity_plate_idx" ON "citations" USING btree ("entity_uuid","plate");--> statement-breakpoint
CREATE INDEX "citations_entity_status_idx" ON "citations" USING btree ("entity_uuid","payment_status","issued_at");--> statement-breakpoint
CREATE INDEX "citations_type_idx" ON "citations" USING btree ("type_uuid");--> statement-breakpoint
CREATE INDEX "meter_hourly_totals_entity_idx" ON "meter_hourly_totals" USING btree ("entity_uuid","hour");--> statement-breakpoint
CREATE INDEX "meter_rates_meter_idx" ON "meter_rates" USING btree ("meter_uuid","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "meters_entity_zone_idx" ON "meters" USING btree ("entity_uuid","zone_id");--> statement-breakpoint
CREATE INDEX "parking_sessions_entity_start_idx" ON "parking_sessions" USING btree ("entity_uuid","start_time" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parking_sessions_meter_start_idx" ON "parking_sessions" USING btree ("meter_uuid","start_time" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parking_sessions_entity_plate_idx" ON "parking_sessions" USING btree ("entity_uuid","plate","start_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parking_sessions_meter_end_idx" ON "parking_sessions" USING btree ("meter_uuid","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_sessions_idempotency_idx" ON "parking_sessions" USING btree ("entity_uuid","idempotency_key");
CREATE TABLE "lists" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"list_id" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL,
	"is_check_each" boolean DEFAULT false NOT NULL,
	"integration_entity" text,
	"minutes" integer,
	"created_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_list_id_unique" UNIQUE("list_id"),
	CONSTRAINT "lists_type_valid" CHECK ("lists"."type" between 0 and 4),
	CONSTRAINT "lists_minutes_valid" CHECK ("lists"."minutes" is null or "lists"."minutes" between 0 and 4320)
);
--> statement-breakpoint
CREATE TABLE "list_plates" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_uuid" uuid NOT NULL,
	"plate" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"label2" text DEFAULT '' NOT NULL,
	"label_hex" text DEFAULT '' NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vendor_name" text,
	"vendor_location_code" text,
	"vendor_location_description" text
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"list_uuid" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zoom" double precision NOT NULL,
	"coords" jsonb NOT NULL,
	"lat_min" double precision NOT NULL,
	"lat_max" double precision NOT NULL,
	"lng_min" double precision NOT NULL,
	"lng_max" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"plate" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone,
	"confidence" real NOT NULL,
	"captured_by_uuid" uuid,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image_file_uuid" uuid,
	"list_uuid" uuid,
	"list_name" text,
	"list_type" smallint,
	"is_valid" boolean,
	"status" text,
	"expires_at" timestamp with time zone,
	"label1" text,
	"label2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"scan_uuid" uuid PRIMARY KEY NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"list_uuid" uuid,
	"captured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_hourly_counts" (
	"entity_uuid" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_hourly_counts_entity_uuid_hour_pk" PRIMARY KEY("entity_uuid","hour")
);
--> statement-breakpoint
CREATE TABLE "scan_totals" (
	"entity_uuid" uuid PRIMARY KEY NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_plates" ADD CONSTRAINT "list_plates_list_uuid_lists_uuid_fk" FOREIGN KEY ("list_uuid") REFERENCES "public"."lists"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_list_uuid_lists_uuid_fk" FOREIGN KEY ("list_uuid") REFERENCES "public"."lists"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_captured_by_uuid_users_uuid_fk" FOREIGN KEY ("captured_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_image_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("image_file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_scan_uuid_scans_uuid_fk" FOREIGN KEY ("scan_uuid") REFERENCES "public"."scans"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_hourly_counts" ADD CONSTRAINT "scan_hourly_counts_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_totals" ADD CONSTRAINT "scan_totals_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lists_entity_type_idx" ON "lists" USING btree ("entity_uuid","type");--> statement-breakpoint
CREATE INDEX "list_plates_list_plate_idx" ON "list_plates" USING btree ("list_uuid","plate");--> statement-breakpoint
CREATE INDEX "list_plates_plate_list_idx" ON "list_plates" USING btree ("plate","list_uuid");--> statement-breakpoint
CREATE INDEX "scans_entity_captured_idx" ON "scans" USING btree ("entity_uuid","captured_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "scans_entity_member_captured_idx" ON "scans" USING btree ("entity_uuid","captured_by_uuid","captured_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "scans_entity_plate_captured_idx" ON "scans" USING btree ("entity_uuid","plate" text_pattern_ops,"captured_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "scans_image_file_idx" ON "scans" USING btree ("image_file_uuid") WHERE "scans"."image_file_uuid" is not null;--> statement-breakpoint
CREATE INDEX "alerts_entity_captured_idx" ON "alerts" USING btree ("entity_uuid","captured_at" DESC NULLS FIRST,"scan_uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alerts_entity_list_captured_idx" ON "alerts" USING btree ("entity_uuid","list_uuid","captured_at" DESC NULLS FIRST,"scan_uuid" DESC NULLS FIRST);
CREATE TABLE "permit_business_accounts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_business_products" (
	"business_uuid" uuid NOT NULL,
	"product_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_business_products_business_uuid_product_uuid_pk" PRIMARY KEY("business_uuid","product_uuid")
);
--> statement-breakpoint
CREATE TABLE "permit_checkouts" (
	"entity_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"permit_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_checkouts_entity_uuid_idempotency_key_pk" PRIMARY KEY("entity_uuid","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "permit_customers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"customer_public_id" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"business_uuid" uuid,
	"is_business_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_customers_customer_public_id_unique" UNIQUE("customer_public_id")
);
--> statement-breakpoint
CREATE TABLE "permit_email_codes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_products" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"convenience_fee" integer DEFAULT 20 NOT NULL,
	"billing_type" text DEFAULT 'ONE TIME' NOT NULL,
	"billing_period" text DEFAULT 'NONE' NOT NULL,
	"permit_duration" integer DEFAULT 1 NOT NULL,
	"permit_duration_unit" text DEFAULT 'DAY' NOT NULL,
	"is_auto_approved" boolean DEFAULT true NOT NULL,
	"is_reg_img_required" boolean DEFAULT false NOT NULL,
	"max_count" integer,
	"is_email_verify" boolean DEFAULT true NOT NULL,
	"time_selection_type" smallint DEFAULT 1 NOT NULL,
	"chosen_date" timestamp with time zone,
	"chosen_end_date" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"is_customer_entity_only" boolean DEFAULT false NOT NULL,
	"is_customer_entity_all" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"created_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permit_vehicles" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_uuid" uuid NOT NULL,
	"plate" text NOT NULL,
	"state" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permits_issued" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"product_uuid" uuid NOT NULL,
	"customer_uuid" uuid NOT NULL,
	"business_uuid" uuid,
	"vehicle_uuid" uuid,
	"secondary_vehicle_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_primary_vehicle_active" boolean DEFAULT true NOT NULL,
	"customer_permit_id" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL,
	"paid_status" text NOT NULL,
	"message" text,
	"amount" integer NOT NULL,
	"paid_subtotal" integer DEFAULT 0 NOT NULL,
	"paid_total_fees" integer DEFAULT 0 NOT NULL,
	"paid_total" integer DEFAULT 0 NOT NULL,
	"paid_net" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_on" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"signup_code" text,
	"holder" jsonb NOT NULL,
	"holder_search" text NOT NULL,
	"reg_img_file_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"issued_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "permits_issued_customer_permit_id_unique" UNIQUE("customer_permit_id")
);
--> statement-breakpoint
CREATE TABLE "portal_brands" (
	"entity_uuid" uuid PRIMARY KEY NOT NULL,
	"brand_title" text,
	"brand_color" text DEFAULT 'ffffff' NOT NULL,
	"accent_color" text DEFAULT 'ffffff' NOT NULL,
	"logo_file_uuid" uuid,
	"logo_version" integer DEFAULT 0 NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_payments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_uuid" uuid,
	"subtotal" integer NOT NULL,
	"convenience_fee" integer NOT NULL,
	"total" integer NOT NULL,
	"net" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permit_business_accounts" ADD CONSTRAINT "permit_business_accounts_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_business_products" ADD CONSTRAINT "permit_business_products_business_uuid_permit_business_accounts_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."permit_business_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_business_products" ADD CONSTRAINT "permit_business_products_product_uuid_permit_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."permit_products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_checkouts" ADD CONSTRAINT "permit_checkouts_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_checkouts" ADD CONSTRAINT "permit_checkouts_permit_uuid_permits_issued_uuid_fk" FOREIGN KEY ("permit_uuid") REFERENCES "public"."permits_issued"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_customers" ADD CONSTRAINT "permit_customers_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_customers" ADD CONSTRAINT "permit_customers_business_uuid_permit_business_accounts_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."permit_business_accounts"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_email_codes" ADD CONSTRAINT "permit_email_codes_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_products" ADD CONSTRAINT "permit_products_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_products" ADD CONSTRAINT "permit_products_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_vehicles" ADD CONSTRAINT "permit_vehicles_customer_uuid_permit_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."permit_customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits_issued" ADD CONSTRAINT "permits_issued_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits_issued" ADD CONSTRAINT "permits_issued_product_uuid_permit_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."permit_products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits_issued" ADD CONSTRAINT "permits_issued_customer_uuid_permit_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."permit_customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits_issued" ADD CONSTRAINT "permits_issued_business_uuid_permit_business_accounts_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."permit_business_accounts"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits_issued" ADD CONSTRAINT "permits_issued_vehicle_uuid_permit_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."permit_vehicles"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_brands" ADD CONSTRAINT "portal_brands_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_brands" ADD CONSTRAINT "portal_brands_logo_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("logo_file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_payments" ADD CONSTRAINT "portal_payments_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permit_business_accounts_entity_idx" ON "permit_business_accounts" USING btree ("entity_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "permit_customers_entity_email_idx" ON "permit_customers" USING btree ("entity_uuid",lower("email"));--> statement-breakpoint
CREATE INDEX "permit_customers_entity_created_idx" ON "permit_customers" USING btree ("entity_uuid","created_at");--> statement-breakpoint
CREATE INDEX "permit_email_codes_lookup_idx" ON "permit_email_codes" USING btree ("entity_uuid","email");--> statement-breakpoint
CREATE INDEX "permit_products_entity_idx" ON "permit_products" USING btree ("entity_uuid","created_at");--> statement-breakpoint
CREATE INDEX "permit_vehicles_customer_idx" ON "permit_vehicles" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "permits_issued_entity_created_idx" ON "permits_issued" USING btree ("entity_uuid","created_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "permits_issued_product_created_idx" ON "permits_issued" USING btree ("product_uuid","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "permits_issued_entity_status_idx" ON "permits_issued" USING btree ("entity_uuid","paid_status","created_at");--> statement-breakpoint
CREATE INDEX "permits_issued_holder_search_idx" ON "permits_issued" USING btree ("entity_uuid","holder_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "permits_issued_customer_idx" ON "permits_issued" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "permits_issued_business_idx" ON "permits_issued" USING btree ("business_uuid");--> statement-breakpoint
CREATE INDEX "permits_issued_vehicle_idx" ON "permits_issued" USING btree ("vehicle_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_payments_idempotency_idx" ON "portal_payments" USING btree ("entity_uuid","idempotency_key");
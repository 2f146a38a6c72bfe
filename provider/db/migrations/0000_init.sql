CREATE TABLE "organisations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" serial NOT NULL,
	"name" text NOT NULL,
	"is_activated" boolean DEFAULT false NOT NULL,
	"is_payments_active" boolean DEFAULT false NOT NULL,
	"portal_subdomain" text,
	"paid_seat_count" integer DEFAULT 0 NOT NULL,
	"is_mailing_enabled" boolean DEFAULT false NOT NULL,
	"trial_end_date" timestamp with time zone,
	"sub_end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_org_id_unique" UNIQUE("org_id"),
	CONSTRAINT "organisations_portal_subdomain_unique" UNIQUE("portal_subdomain")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"fullname" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_parking_only" boolean DEFAULT false NOT NULL,
	"original_entity_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"entity_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"role" text NOT NULL,
	"officer_id" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_scans_included" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_entity_uuid_user_uuid_pk" PRIMARY KEY("entity_uuid","user_uuid"),
	CONSTRAINT "memberships_role_valid" CHECK ("memberships"."role" in ('superadmin', 'admin', 'patrol'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"session_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reset_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_original_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("original_entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD CONSTRAINT "reset_codes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_uuid_idx" ON "memberships" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "sessions_user_uuid_idx" ON "sessions" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "reset_codes_user_uuid_idx" ON "reset_codes" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "invitations_entity_uuid_idx" ON "invitations" USING btree ("entity_uuid");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_id_idx" ON "mail_outbox" USING btree ("to","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stored_files_entity_uuid_idx" ON "stored_files" USING btree ("entity_uuid");
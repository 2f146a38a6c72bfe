CREATE TABLE "purchase_keys" (
	"entity_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"purchase" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_keys_entity_uuid_idempotency_key_pk" PRIMARY KEY("entity_uuid","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "purchase_keys" ADD CONSTRAINT "purchase_keys_entity_uuid_organisations_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."organisations"("uuid") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "lists" ADD COLUMN "match_lookalikes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "list_plates" ADD COLUMN "lookalike_key" text GENERATED ALWAYS AS (translate(plate, 'ODQILZSBG', '000112586')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "near_plate" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "near_why" text;--> statement-breakpoint
CREATE INDEX "list_plates_lookalike_list_idx" ON "list_plates" USING btree ("lookalike_key","list_uuid");
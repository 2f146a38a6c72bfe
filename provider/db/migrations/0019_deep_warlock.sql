DROP INDEX "citations_entity_plate_idx";--> statement-breakpoint
DROP INDEX "parking_sessions_entity_plate_idx";--> statement-breakpoint
CREATE INDEX "permits_issued_secondary_vehicles_idx" ON "permits_issued" USING gin ("secondary_vehicle_uuids");--> statement-breakpoint
CREATE INDEX "portal_payments_reference_idx" ON "portal_payments" USING btree ("reference_uuid","created_at" DESC NULLS FIRST) WHERE "portal_payments"."reference_uuid" is not null;--> statement-breakpoint
CREATE INDEX "citations_entity_plate_issued_idx" ON "citations" USING btree ("entity_uuid","plate","issued_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parking_sessions_entity_plate_start_idx" ON "parking_sessions" USING btree ("entity_uuid","plate","start_time" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "permit_customers_search_trgm_idx" ON "permit_customers" USING gin ("fullname" gin_trgm_ops,"email" gin_trgm_ops);

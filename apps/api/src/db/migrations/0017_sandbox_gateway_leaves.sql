-- The sandbox gateway's tables left the product's schema (ADR 0020). Where the sandbox runs,
-- its own migrations have moved them already; a database behind a real bank drops the empty
-- ones the old 0003 created. A new database never had them.
DROP TABLE IF EXISTS "public"."sandbox_gateway_bindings" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "public"."sandbox_gateway_orders" CASCADE;

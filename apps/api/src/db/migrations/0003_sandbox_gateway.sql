-- This migration created the built-in sandbox gateway's tables in the product's schema. They
-- now live in a schema of their own with their own migrations (db/migrations-sandbox-gateway,
-- ADR 0020), which only a database the sandbox runs on gets. Kept, doing nothing, so that the
-- migrations after it keep their places; databases that ran it are handled by 0017.
SELECT 1;

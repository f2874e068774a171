-- Each instance keeps the sessions it has checked in memory and forgets one when PostgreSQL
-- says it changed (modules/auth/session-cache.ts). These triggers say so, from whichever process
-- or statement changes it, once the change commits: a session's tokens ('f:' and its family),
-- a person's memberships or account ('u:' and the user id).
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM pg_notify('session_changes', 'f:' || COALESCE(NEW.family_id, OLD.family_id)::text);
  ELSIF TG_TABLE_NAME = 'company_members' THEN
    PERFORM pg_notify('session_changes', 'u:' || COALESCE(NEW.user_id, OLD.user_id)::text);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || COALESCE(NEW.id, OLD.id)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_change" AFTER INSERT OR UPDATE OR DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "company_members_session_change" AFTER INSERT OR UPDATE OR DELETE ON "company_members"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OF "deleted_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();

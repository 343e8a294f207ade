-- The session check's cache (issue 17, http/auth.plugin.ts): every change that can alter what a signed-in
-- request may do notifies channel `auth_changed` when it commits, whatever wrote it (a service, a command,
-- another server process), and every process drops the cached checks it names. Payload: `<campus>:<user>`
-- for one account (its row, its sessions' revocation), `<campus>` for the whole school (a role's keys).
-- Not notified: sign-in bookkeeping (`last_sign_in_at`, new sessions, refresh rotation), which changes no
-- cached answer.
CREATE FUNCTION "auth_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'app_user' THEN
    PERFORM pg_notify('auth_changed', r.campus_id::text || ':' || r.id::text);
    IF TG_OP = 'UPDATE' AND (OLD.campus_id, OLD.id) IS DISTINCT FROM (NEW.campus_id, NEW.id) THEN
      PERFORM pg_notify('auth_changed', OLD.campus_id::text || ':' || OLD.id::text);
    END IF;
  ELSIF TG_TABLE_NAME = 'auth_session' THEN
    PERFORM pg_notify('auth_changed', r.campus_id::text || ':' || r.user_id::text);
  ELSE
    PERFORM pg_notify('auth_changed', r.campus_id::text);
    IF TG_OP = 'UPDATE' AND OLD.campus_id IS DISTINCT FROM NEW.campus_id THEN
      PERFORM pg_notify('auth_changed', OLD.campus_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "app_user_auth_changed" AFTER UPDATE OF "campus_id", "id", "username", "must_change_password", "mobile_actor_type", "actor_type", "actor_id", "role_id", "is_active" OR DELETE ON "app_user"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "auth_session_auth_changed" AFTER UPDATE OF "campus_id", "family_id", "user_id", "revoked_at", "family_expires_at" OR DELETE ON "auth_session"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "role_permission_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_permission"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
-- A whole table emptied at once (tests, a campus's removal by hand) names no row: every school's checks go.
CREATE FUNCTION "auth_changed_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "app_user_auth_truncated" AFTER TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify_all"();--> statement-breakpoint
CREATE TRIGGER "auth_session_auth_truncated" AFTER TRUNCATE ON "auth_session" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify_all"();--> statement-breakpoint
CREATE TRIGGER "role_permission_auth_truncated" AFTER TRUNCATE ON "role_permission" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify_all"();

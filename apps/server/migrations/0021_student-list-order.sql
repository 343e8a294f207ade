ALTER TABLE "student_academic_class" ADD COLUMN "sort_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD COLUMN "sort_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD COLUMN "sort_last_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD COLUMN "sort_first_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "student_academic_class_year_class_idx" ON "student_academic_class" USING btree ("campus_id","academic_year_id","academic_class_id","status");--> statement-breakpoint
CREATE INDEX "student_academic_class_name_order_idx" ON "student_academic_class" USING btree ("campus_id","academic_class_id","sort_last_name" collate "und-x-icu","sort_first_name" collate "und-x-icu","sort_last_name_en","sort_first_name_en","student_id");--> statement-breakpoint
-- The student list in order without sorting the year (issue 17): each placement carries its student's names,
-- copied on insert and rewritten when the student's names change, so a class's page is read from
-- student_academic_class_name_order_idx in the list's order. The app never writes these columns.
CREATE FUNCTION "student_academic_class_copy_names"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s record;
BEGIN
  SELECT "last_name", "first_name", "last_name_en", "first_name_en" INTO s FROM "student"
  WHERE "campus_id" = NEW."campus_id" AND "id" = NEW."student_id";
  -- No student: the foreign key refuses the row with its own error.
  IF FOUND THEN
    NEW."sort_last_name" := s."last_name";
    NEW."sort_first_name" := s."first_name";
    NEW."sort_last_name_en" := s."last_name_en";
    NEW."sort_first_name_en" := s."first_name_en";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_academic_class_copy_names" BEFORE INSERT OR UPDATE OF "student_id", "sort_last_name", "sort_first_name", "sort_last_name_en", "sort_first_name_en" ON "student_academic_class"
  FOR EACH ROW EXECUTE FUNCTION "student_academic_class_copy_names"();--> statement-breakpoint
CREATE FUNCTION "student_names_to_placements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "student_academic_class" SET "sort_last_name" = NEW."last_name", "sort_first_name" = NEW."first_name",
    "sort_last_name_en" = NEW."last_name_en", "sort_first_name_en" = NEW."first_name_en"
  WHERE "campus_id" = NEW."campus_id" AND "student_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_names_to_placements" AFTER UPDATE OF "last_name", "first_name", "last_name_en", "first_name_en" ON "student" FOR EACH ROW
  WHEN (OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name_en" IS DISTINCT FROM NEW."last_name_en" OR OLD."first_name_en" IS DISTINCT FROM NEW."first_name_en")
  EXECUTE FUNCTION "student_names_to_placements"();--> statement-breakpoint
-- Existing placements. Row-level security is forced on both tables (ensureTenantSecurity forces it again after
-- the migrations), which would hide every row from an owner that is not a superuser.
ALTER TABLE "student" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_academic_class" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "student_academic_class" p SET "sort_last_name" = s."last_name", "sort_first_name" = s."first_name",
  "sort_last_name_en" = s."last_name_en", "sort_first_name_en" = s."first_name_en"
FROM "student" s WHERE s."campus_id" = p."campus_id" AND s."id" = p."student_id";--> statement-breakpoint
-- The student search (issue 17): the students of the request's campus whose code or name contains the pattern
-- (the list's search, the same five ILIKEs as before). Row-level security does not let an index serve ILIKE
-- (not leakproof: PostgreSQL evaluates it only after the policy), so this function reads past it, as its owner,
-- and applies the campus of the transaction itself (app.campus_id, the policy's own rule): it answers nothing a
-- caller could not read. With pg_trgm (PostgreSQL's contrib, PGlite's bundle) a trigram index serves the
-- search; without it, or with an owner that does not bypass row-level security, the same answer comes from a
-- scan.
CREATE FUNCTION "student_search_ids"(pattern text) RETURNS SETOF uuid LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp ROWS 100 AS $$
BEGIN
  -- EXECUTE: planned with the pattern itself (a pattern under three characters has no trigram: a scan).
  RETURN QUERY EXECUTE 'SELECT s.id FROM student s WHERE s.campus_id = nullif(current_setting(''app.campus_id'', true), '''')::uuid AND ('
    || 's.code ILIKE $1 OR (s.last_name || '' '' || s.first_name) ILIKE $1 OR (s.last_name || s.first_name) ILIKE $1 '
    || 'OR (s.last_name_en || '' '' || s.first_name_en) ILIKE $1 OR (s.first_name_en || '' '' || s.last_name_en) ILIKE $1)'
  USING pattern;
END $$;--> statement-breakpoint
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): the student search scans', SQLERRM;
END $$;--> statement-breakpoint
DO $$
DECLARE ops text;
BEGIN
  SELECT format('%I.gin_trgm_ops', n.nspname) INTO ops FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ops IS NOT NULL THEN
    -- One index per searched text: five small indexes are planned as a BitmapOr, one five-column index is
    -- estimated dearer than a scan of the table.
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_search_code_idx" ON "student" USING gin ("code" %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_search_km_idx" ON "student" USING gin (("last_name" || '' '' || "first_name") %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_search_km_joined_idx" ON "student" USING gin (("last_name" || "first_name") %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_search_en_idx" ON "student" USING gin (("last_name_en" || '' '' || "first_name_en") %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_search_en_given_idx" ON "student" USING gin (("first_name_en" || '' '' || "last_name_en") %s)', ops);
  END IF;
END $$;

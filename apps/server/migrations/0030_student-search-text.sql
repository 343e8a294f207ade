ALTER TABLE "student_academic_class" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The student search on the year's placements (issue 17). Migrations 0021-0029 searched the students (five ILIKEs over
-- five trigram indexes, each lower-casing its text and the pattern again for every student checked), then looked up each
-- found student's placement of the year: on the embedded database a family name found among 20,000 students (about
-- 1,000) cost 25 ms a call. Now each placement carries what the search reads, kept by the triggers that keep its
-- names (migration 0021): the student's code and the four name forms the search has always matched ("last first",
-- "lastfirst", Latin "last first" and "first last"), each lower-cased as ILIKE lower-cases it, one after another with
-- a unit separator (U+001F) between them. A search text without that character cannot match across two of them, so
-- `search_text LIKE lower(text)` finds exactly what the five ILIKEs found; one trigram index serves it, and the rows
-- found are the placements the list pages, with their class and names.
CREATE FUNCTION "student_search_text"(code text, last_name text, first_name text, last_name_en text, first_name_en text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(code) || E'\x1f' || lower(last_name || ' ' || first_name) || E'\x1f' || lower(last_name || first_name)
    || E'\x1f' || lower(last_name_en || ' ' || first_name_en) || E'\x1f' || lower(first_name_en || ' ' || last_name_en)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_academic_class_copy_names"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s record;
BEGIN
  SELECT "code", "last_name", "first_name", "last_name_en", "first_name_en" INTO s FROM "student"
  WHERE "campus_id" = NEW."campus_id" AND "id" = NEW."student_id";
  -- No student: the foreign key refuses the row with its own error.
  IF FOUND THEN
    NEW."sort_last_name" := s."last_name";
    NEW."sort_first_name" := s."first_name";
    NEW."sort_last_name_en" := s."last_name_en";
    NEW."sort_first_name_en" := s."first_name_en";
    NEW."search_text" := "student_search_text"(s."code", s."last_name", s."first_name", s."last_name_en", s."first_name_en");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_names_to_placements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "student_academic_class" SET "sort_last_name" = NEW."last_name", "sort_first_name" = NEW."first_name",
    "sort_last_name_en" = NEW."last_name_en", "sort_first_name_en" = NEW."first_name_en",
    "search_text" = "student_search_text"(NEW."code", NEW."last_name", NEW."first_name", NEW."last_name_en", NEW."first_name_en")
  WHERE "campus_id" = NEW."campus_id" AND "student_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Existing placements, before their trigger watches the new column (it would read each student a second time). Row-level
-- security is forced on both tables (ensureTenantSecurity forces it again after the migrations), which would hide every
-- row from an owner that is not a superuser.
ALTER TABLE "student" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_academic_class" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "student_academic_class" p SET "search_text" = "student_search_text"(s."code", s."last_name", s."first_name", s."last_name_en", s."first_name_en")
FROM "student" s WHERE s."campus_id" = p."campus_id" AND s."id" = p."student_id";--> statement-breakpoint
DROP TRIGGER "student_academic_class_copy_names" ON "student_academic_class";--> statement-breakpoint
CREATE TRIGGER "student_academic_class_copy_names" BEFORE INSERT OR UPDATE OF "student_id", "sort_last_name", "sort_first_name", "sort_last_name_en", "sort_first_name_en", "search_text" ON "student_academic_class"
  FOR EACH ROW EXECUTE FUNCTION "student_academic_class_copy_names"();--> statement-breakpoint
DROP TRIGGER "student_names_to_placements" ON "student";--> statement-breakpoint
CREATE TRIGGER "student_names_to_placements" AFTER UPDATE OF "code", "last_name", "first_name", "last_name_en", "first_name_en" ON "student" FOR EACH ROW
  WHEN (OLD."code" IS DISTINCT FROM NEW."code" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name_en" IS DISTINCT FROM NEW."last_name_en" OR OLD."first_name_en" IS DISTINCT FROM NEW."first_name_en")
  EXECUTE FUNCTION "student_names_to_placements"();--> statement-breakpoint
-- The search: the placements of a year, of the transaction's campus, whose student's code or name contains the pattern
-- (an ILIKE pattern: the list's `containsPattern`). SECURITY DEFINER for the reason of migration 0021: row-level security
-- lets no index serve LIKE (not leakproof), so the function reads past it, as its owner, and applies the campus of the
-- transaction itself (app.campus_id, the policy's own rule): it answers nothing a caller could not read. PL/pgSQL with
-- its queries written out, planned once per connection (migration 0029), and always with the generic plan: a pattern's
-- own plan looks cheaper for a rare name, so PostgreSQL would plan every such search again (PGlite, 20,000 students:
-- planning 1.6 ms, the search 1.3 ms for a family name found 1,000 times). The campus, the year and the text are the
-- three columns of one GIN index (below), so a search reads only the rows of its campus and year, however many other
-- campuses and years the table holds. A pattern holding the separator is matched as before, name form by name form,
-- without the index (no name holds one; the answer is the same, only slower).
CREATE FUNCTION "student_academic_class_search"(pattern text, year uuid)
  RETURNS TABLE ("id" uuid, "student_id" uuid, "status" smallint, "academic_class_id" uuid, "sort_last_name" text, "sort_first_name" text,
    "sort_last_name_en" text, "sort_first_name_en" text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET plan_cache_mode = force_generic_plan ROWS 100 AS $$
#variable_conflict use_column
DECLARE
  campus uuid := nullif(current_setting('app.campus_id', true), '')::uuid;
  lowered text := lower(pattern);
BEGIN
  IF strpos(pattern, E'\x1f') = 0 AND char_length(pattern) >= 5 THEN
    RETURN QUERY SELECT p.id, p.student_id, p.status, p.academic_class_id, p.sort_last_name, p.sort_first_name, p.sort_last_name_en, p.sort_first_name_en
      FROM student_academic_class p WHERE p.campus_id = campus AND p.academic_year_id = year AND p.search_text LIKE lowered;
  ELSIF strpos(pattern, E'\x1f') = 0 THEN
    -- A text under three characters has no trigram: the trigram index would be read whole and every row of the year
    -- checked through it. Without it the year's rows are checked alone (PGlite, 20,000 students: 12 ms against 21;
    -- the five ILIKEs before migration 0030, 115 ms); the concatenation keeps the trigrams out of the (generic) plan.
    RETURN QUERY SELECT p.id, p.student_id, p.status, p.academic_class_id, p.sort_last_name, p.sort_first_name, p.sort_last_name_en, p.sort_first_name_en
      FROM student_academic_class p WHERE p.campus_id = campus AND p.academic_year_id = year AND (p.search_text || '') LIKE lowered;
  ELSE
    RETURN QUERY SELECT p.id, p.student_id, p.status, p.academic_class_id, p.sort_last_name, p.sort_first_name, p.sort_last_name_en, p.sort_first_name_en
      FROM student_academic_class p JOIN student s ON s.campus_id = p.campus_id AND s.id = p.student_id
      WHERE p.campus_id = campus AND p.academic_year_id = year AND (s.code ILIKE pattern OR (s.last_name || ' ' || s.first_name) ILIKE pattern
        OR (s.last_name || s.first_name) ILIKE pattern OR (s.last_name_en || ' ' || s.first_name_en) ILIKE pattern
        OR (s.first_name_en || ' ' || s.last_name_en) ILIKE pattern);
  END IF;
END
$$;--> statement-breakpoint
-- The students' five trigram indexes and their search give way to one index on the placements (every student written
-- no longer writes five trigram indexes): GIN over the campus, the year (btree_gin: PostgreSQL's contrib, PGlite's
-- bundle) and the text's trigrams, so the search's three conditions are one index scan. A trigram index alone would
-- hold every campus and year: a search would read and drop the rows of all the others, or (the generic plan's choice)
-- AND it with the year's whole (campus, year) btree index, read for every search. Without
-- btree_gin the text alone is indexed; without pg_trgm the year's rows are scanned. Created without GIN's pending
-- list, as migration 0027 says why.
DROP FUNCTION IF EXISTS "student_search_ids"(text);--> statement-breakpoint
DROP INDEX IF EXISTS "student_search_code_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "student_search_km_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "student_search_km_joined_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "student_search_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "student_search_en_given_idx";--> statement-breakpoint
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'btree_gin is not available (%): the student search index holds the text alone', SQLERRM;
END $$;--> statement-breakpoint
DO $$
DECLARE ops text;
BEGIN
  SELECT format('%I.gin_trgm_ops', n.nspname) INTO ops FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  ELSIF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_academic_class_search_idx" ON "student_academic_class" USING gin ("campus_id", "academic_year_id", "search_text" %s) WITH (fastupdate = off)', ops);
  ELSE
    EXECUTE format('CREATE INDEX IF NOT EXISTS "student_academic_class_search_idx" ON "student_academic_class" USING gin ("search_text" %s) WITH (fastupdate = off)', ops);
  END IF;
END $$;

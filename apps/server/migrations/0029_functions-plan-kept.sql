-- Functions planned once per connection (issue 17). A LANGUAGE sql function that PostgreSQL does not inline (a
-- SECURITY DEFINER one never is, nor one that writes) plans its statement again on every call; PL/pgSQL with its
-- query written out (no EXECUTE) plans it once per connection and keeps the plan.
-- The student search (migrations 0021, 0026): with five trigram indexes the planning was most of a search (PGlite,
-- 20,000 students: planning 6.9 ms, execution 1.3 ms for a full Khmer name; the function 14-25 ms a call, 3.4 ms
-- kept). Still SECURITY DEFINER: it reads past row-level security, so the trigram indexes serve it, and applies the
-- transaction's campus itself. A pattern under three characters has no trigram: the indexes are read whole (slower,
-- still right).
CREATE OR REPLACE FUNCTION "student_search_ids"(pattern text) RETURNS SETOF uuid LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp ROWS 100 AS $$
BEGIN
  RETURN QUERY SELECT s.id FROM student s WHERE s.campus_id = nullif(current_setting('app.campus_id', true), '')::uuid AND (
    s.code ILIKE pattern OR (s.last_name || ' ' || s.first_name) ILIKE pattern OR (s.last_name || s.first_name) ILIKE pattern
    OR (s.last_name_en || ' ' || s.first_name_en) ILIKE pattern OR (s.first_name_en || ' ' || s.last_name_en) ILIKE pattern);
END
$$;--> statement-breakpoint
-- The score results' stale marks (migrations 0020, 0025), called by row triggers on every score and placement written,
-- for the same reason: as LANGUAGE sql each call planned its INSERT ... ON CONFLICT again (PostgreSQL: 108 µs a call
-- against 24 µs kept; a class's score sheet of 40 rows or an import of 5,000 placements calls it once a row).
CREATE OR REPLACE FUNCTION "score_result_stale_mark_class"(campus uuid, cls uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "score_result_stale" ("campus_id", "id", "academic_class_id") SELECT campus, gen_random_uuid(), cls
  WHERE cls IS NOT NULL
  ON CONFLICT ("campus_id", "academic_class_id") DO UPDATE SET "exams" = true, "by_tx" = txid_current()
  WHERE NOT "score_result_stale"."exams";
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "score_result_stale_mark_year"(campus uuid, year uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "score_result_stale" ("campus_id", "id", "academic_class_id")
  SELECT c."campus_id", gen_random_uuid(), c."id" FROM "academic_class" c WHERE c."campus_id" = campus AND c."academic_year_id" = year
  ON CONFLICT ("campus_id", "academic_class_id") DO UPDATE SET "exams" = true, "by_tx" = txid_current()
  WHERE NOT "score_result_stale"."exams";
END
$$;

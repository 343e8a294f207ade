-- The student search (migrations 0021, 0026) in PL/pgSQL with its query written out (no EXECUTE), so each connection
-- plans it once and keeps the plan (issue 17). A LANGUAGE sql function that PostgreSQL does not inline (SECURITY
-- DEFINER never is) plans its statement again on every call: with five trigram indexes that planning was most of a
-- search (PGlite, 20,000 students: planning 6.9 ms, execution 1.3 ms for a full Khmer name; the function
-- 14-25 ms per call, 3.4 ms kept). Still SECURITY DEFINER: it reads past row-level security, so the trigram indexes
-- serve it, and applies the transaction's campus itself. A pattern under three characters has no trigram: the
-- indexes are read whole (slower, still right).
CREATE OR REPLACE FUNCTION "student_search_ids"(pattern text) RETURNS SETOF uuid LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp ROWS 100 AS $$
BEGIN
  RETURN QUERY SELECT s.id FROM student s WHERE s.campus_id = nullif(current_setting('app.campus_id', true), '')::uuid AND (
    s.code ILIKE pattern OR (s.last_name || ' ' || s.first_name) ILIKE pattern OR (s.last_name || s.first_name) ILIKE pattern
    OR (s.last_name_en || ' ' || s.first_name_en) ILIKE pattern OR (s.first_name_en || ' ' || s.last_name_en) ILIKE pattern);
END
$$;

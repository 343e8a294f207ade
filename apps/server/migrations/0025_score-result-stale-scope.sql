ALTER TABLE "score_result_stale" ADD COLUMN "exams" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A save recomputes the exam it changed and leaves the class's semesters and year marked stale (`exams` false)
-- for the next read that needs them. A trigger's mark (a score, a placement, a setting of the year changed) makes
-- a class's exams stale again and names its transaction, whatever mark was there; a mark of the exams already
-- there stays as it was (its first transaction, so a save tells an earlier change from its own).
CREATE OR REPLACE FUNCTION "score_result_stale_mark_class"(campus uuid, cls uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "score_result_stale" ("campus_id", "id", "academic_class_id") SELECT campus, gen_random_uuid(), cls
  WHERE cls IS NOT NULL
  ON CONFLICT ("campus_id", "academic_class_id") DO UPDATE SET "exams" = true, "by_tx" = txid_current()
  WHERE NOT "score_result_stale"."exams";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "score_result_stale_mark_year"(campus uuid, year uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "score_result_stale" ("campus_id", "id", "academic_class_id")
  SELECT c."campus_id", gen_random_uuid(), c."id" FROM "academic_class" c WHERE c."campus_id" = campus AND c."academic_year_id" = year
  ON CONFLICT ("campus_id", "academic_class_id") DO UPDATE SET "exams" = true, "by_tx" = txid_current()
  WHERE NOT "score_result_stale"."exams";
$$;

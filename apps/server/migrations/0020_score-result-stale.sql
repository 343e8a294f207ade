CREATE TABLE "score_result_stale" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"by_tx" bigint DEFAULT txid_current() NOT NULL,
	CONSTRAINT "score_result_stale_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "score_result_stale" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "score_result_stale" ADD CONSTRAINT "score_result_stale_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_result_stale" ADD CONSTRAINT "score_result_stale_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_result_stale_class_key" ON "score_result_stale" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE POLICY "score_result_stale_tenant_isolation" ON "score_result_stale" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Stored results go stale (issue 13 'Results'): whatever a class's results are computed from marks the class in
-- score_result_stale, in the transaction that changes it; the recompute removes the mark. Rows deleted by a
-- cascade (a class, a student, a campus going) mark nothing: pg_trigger_depth() is above 1 inside the cascade.
CREATE FUNCTION "score_result_stale_mark_class"(campus uuid, cls uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "score_result_stale" ("campus_id", "id", "academic_class_id") SELECT campus, gen_random_uuid(), cls
  WHERE cls IS NOT NULL ON CONFLICT ("campus_id", "academic_class_id") DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "score_result_stale_mark_year"(campus uuid, year uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "score_result_stale" ("campus_id", "id", "academic_class_id")
  SELECT c."campus_id", gen_random_uuid(), c."id" FROM "academic_class" c WHERE c."campus_id" = campus AND c."academic_year_id" = year
  ON CONFLICT ("campus_id", "academic_class_id") DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "score_result_stale_on_score"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM "score_result_stale_mark_class"(r."campus_id",
    (SELECT s."academic_class_id" FROM "score_sheet" s WHERE s."campus_id" = r."campus_id" AND s."id" = r."score_sheet_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_score_write" AFTER INSERT OR DELETE ON "score" FOR EACH ROW EXECUTE FUNCTION "score_result_stale_on_score"();--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_score_update" AFTER UPDATE ON "score" FOR EACH ROW
  WHEN (OLD."score" IS DISTINCT FROM NEW."score" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."student_id" IS DISTINCT FROM NEW."student_id")
  EXECUTE FUNCTION "score_result_stale_on_score"();--> statement-breakpoint
CREATE FUNCTION "score_result_stale_on_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "score_result_stale_mark_class"(OLD."campus_id", OLD."academic_class_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "score_result_stale_mark_class"(NEW."campus_id", NEW."academic_class_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_placement_write" AFTER INSERT OR DELETE ON "student_academic_class" FOR EACH ROW EXECUTE FUNCTION "score_result_stale_on_placement"();--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_placement_update" AFTER UPDATE OF "academic_class_id", "status" ON "student_academic_class" FOR EACH ROW
  WHEN (OLD."academic_class_id" IS DISTINCT FROM NEW."academic_class_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "score_result_stale_on_placement"();--> statement-breakpoint
CREATE FUNCTION "score_result_stale_on_year_setting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "score_result_stale_mark_year"(OLD."campus_id", OLD."academic_year_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."academic_year_id" IS DISTINCT FROM OLD."academic_year_id") THEN
    PERFORM "score_result_stale_mark_year"(NEW."campus_id", NEW."academic_year_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_standard_score" AFTER INSERT OR UPDATE OR DELETE ON "subject_standard_score" FOR EACH ROW EXECUTE FUNCTION "score_result_stale_on_year_setting"();--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_grade_matrix" AFTER INSERT OR UPDATE OR DELETE ON "grade_matrix" FOR EACH ROW EXECUTE FUNCTION "score_result_stale_on_year_setting"();--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_exam_type_write" AFTER INSERT OR DELETE ON "exam_type" FOR EACH ROW EXECUTE FUNCTION "score_result_stale_on_year_setting"();--> statement-breakpoint
CREATE TRIGGER "score_result_stale_on_exam_type_update" AFTER UPDATE OF "exam_type", "semester_type", "is_semester_exam", "is_average_score", "condition", "sort_index", "month", "academic_year_id" ON "exam_type" FOR EACH ROW
  EXECUTE FUNCTION "score_result_stale_on_year_setting"();


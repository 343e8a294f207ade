CREATE TABLE "student_class_count" (
	"campus_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "student_class_count_pkey" PRIMARY KEY("campus_id","academic_year_id","academic_class_id","status")
);
--> statement-breakpoint
ALTER TABLE "student_class_count" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_class_count" ADD CONSTRAINT "student_class_count_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_count" ADD CONSTRAINT "student_class_count_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_count" ADD CONSTRAINT "student_class_count_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "student_class_count_tenant_isolation" ON "student_class_count" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- The counts of the student list (issue 17): how many placements each class of a year holds per status, changed by
-- the difference every statement on student_academic_class makes, in its transaction (statement triggers with
-- transition tables: one upsert per statement and class, not per row; a recount per statement would race between
-- concurrent writers, an added difference does not). A delete only lowers existing rows: deleting a campus deletes
-- its counts and its placements in one statement, in either order. A TRUNCATE of the placements (a restore) must
-- truncate the counts too: the restore's TRUNCATE … CASCADE does, through the counts' foreign key to the campus.
CREATE FUNCTION "student_class_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "student_class_count" AS c ("campus_id", "academic_year_id", "academic_class_id", "status", "n")
    SELECT "campus_id", "academic_year_id", "academic_class_id", "status", count(*)::int FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("campus_id", "academic_year_id", "academic_class_id", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "student_class_count" AS c ("campus_id", "academic_year_id", "academic_class_id", "status", "n")
    SELECT "campus_id", "academic_year_id", "academic_class_id", "status", sum(d)::int FROM (
      SELECT "campus_id", "academic_year_id", "academic_class_id", "status", 1 AS d FROM new_rows
      UNION ALL SELECT "campus_id", "academic_year_id", "academic_class_id", "status", -1 FROM old_rows
    ) moved GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("campus_id", "academic_year_id", "academic_class_id", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    UPDATE "student_class_count" c SET "n" = c."n" - gone.n
    FROM (SELECT "campus_id", "academic_year_id", "academic_class_id", "status", count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3, 4) gone
    WHERE c."campus_id" = gone."campus_id" AND c."academic_year_id" = gone."academic_year_id"
      AND c."academic_class_id" = gone."academic_class_id" AND c."status" = gone."status";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_class_count_insert" AFTER INSERT ON "student_academic_class" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "student_class_count_change"();--> statement-breakpoint
CREATE TRIGGER "student_class_count_update" AFTER UPDATE ON "student_academic_class" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "student_class_count_change"();--> statement-breakpoint
CREATE TRIGGER "student_class_count_delete" AFTER DELETE ON "student_academic_class" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "student_class_count_change"();--> statement-breakpoint
-- The counts of the placements already there. Row-level security is forced on the placements (ensureTenantSecurity
-- forces it again after the migrations), which would hide every row from an owner that is not a superuser.
ALTER TABLE "student_academic_class" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "student_class_count" ("campus_id", "academic_year_id", "academic_class_id", "status", "n")
SELECT "campus_id", "academic_year_id", "academic_class_id", "status", count(*)::int FROM "student_academic_class" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The student search's trigram indexes (migration 0021) without GIN's pending list: with it, rows written go to an
-- unsorted list that every search reads whole until a vacuum merges it, and the embedded database has no autovacuum
-- (issue 17: after an import of 20,000 students a Khmer-name search in PGlite read a list of thousands of entries per
-- index; 380 ms against 3.5 ms once merged). Written straight into the index, a row costs a little more to insert.
DO $$
DECLARE i regclass;
BEGIN
  FOR i IN SELECT c.oid::regclass FROM pg_class c JOIN pg_am a ON a.oid = c.relam
    WHERE c.relkind = 'i' AND a.amname = 'gin' AND c.relname LIKE 'student\_search\_%\_idx' LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', i);
    PERFORM gin_clean_pending_list(i);
  END LOOP;
END $$;

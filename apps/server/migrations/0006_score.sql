CREATE TABLE "score" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"score_sheet_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"score" numeric(8, 2),
	"status" smallint DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "score" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "score_sheet" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"exam_type_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"visibility" smallint DEFAULT 0 NOT NULL,
	"saved_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_sheet_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "score_sheet" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "score" ADD CONSTRAINT "score_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score" ADD CONSTRAINT "score_sheet_fk" FOREIGN KEY ("campus_id","score_sheet_id") REFERENCES "public"."score_sheet"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score" ADD CONSTRAINT "score_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD CONSTRAINT "score_sheet_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD CONSTRAINT "score_sheet_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD CONSTRAINT "score_sheet_exam_type_fk" FOREIGN KEY ("campus_id","exam_type_id") REFERENCES "public"."exam_type"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD CONSTRAINT "score_sheet_subject_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_sheet_student_key" ON "score" USING btree ("campus_id","score_sheet_id","student_id");--> statement-breakpoint
CREATE INDEX "score_student_idx" ON "score" USING btree ("campus_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_sheet_class_exam_subject_key" ON "score_sheet" USING btree ("campus_id","academic_class_id","exam_type_id","course_level_subject_id");--> statement-breakpoint
CREATE INDEX "score_sheet_exam_type_idx" ON "score_sheet" USING btree ("campus_id","exam_type_id");--> statement-breakpoint
CREATE POLICY "score_tenant_isolation" ON "score" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "score_sheet_tenant_isolation" ON "score_sheet" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Schools made before this key existed: the roles that manage students also manage their scores.
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key") SELECT "campus_id", "role_id", 'MANAGE_SCORE' FROM "role_permission" WHERE "permission_key" = 'MANAGE_STUDENT' ON CONFLICT DO NOTHING;

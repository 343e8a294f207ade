CREATE TABLE "student_attendance_summary" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"exam_type_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"absence" integer,
	"present" integer,
	"late" integer,
	"permission" integer,
	"mission" integer,
	"changed_in_version" integer NOT NULL,
	"saved_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_summary_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_attendance_summary" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_attendance_summary_sheet" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"exam_type_id" uuid NOT NULL,
	"saved_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_summary_sheet_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_attendance_summary_sheet" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_attendance_summary" ADD CONSTRAINT "student_attendance_summary_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_summary" ADD CONSTRAINT "student_attendance_summary_exam_fk" FOREIGN KEY ("campus_id","exam_type_id") REFERENCES "public"."exam_type"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_summary" ADD CONSTRAINT "student_attendance_summary_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_summary" ADD CONSTRAINT "student_attendance_summary_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_summary_sheet" ADD CONSTRAINT "student_attendance_summary_sheet_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_summary_sheet" ADD CONSTRAINT "student_attendance_summary_sheet_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_summary_sheet" ADD CONSTRAINT "student_attendance_summary_sheet_exam_fk" FOREIGN KEY ("campus_id","exam_type_id") REFERENCES "public"."exam_type"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_summary_key" ON "student_attendance_summary" USING btree ("campus_id","exam_type_id","student_id");--> statement-breakpoint
CREATE INDEX "student_attendance_summary_class_idx" ON "student_attendance_summary" USING btree ("campus_id","exam_type_id","academic_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_summary_sheet_key" ON "student_attendance_summary_sheet" USING btree ("campus_id","exam_type_id","academic_class_id");--> statement-breakpoint
CREATE POLICY "student_attendance_summary_tenant_isolation" ON "student_attendance_summary" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_attendance_summary_sheet_tenant_isolation" ON "student_attendance_summary_sheet" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
CREATE TABLE "student_attendance" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"class_routine_id" uuid NOT NULL,
	"date" date NOT NULL,
	"attendance_type" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_attendance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_attendance_change" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"class_routine_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"date" date NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" smallint,
	"after" smallint NOT NULL,
	CONSTRAINT "student_attendance_change_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_attendance_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_attendance_confirmation" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_confirmation_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_attendance_confirmation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_attendance_sheet" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"class_routine_id" uuid NOT NULL,
	"date" date NOT NULL,
	"saved_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_sheet_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_attendance_sheet" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_routine_fk" FOREIGN KEY ("campus_id","class_routine_id") REFERENCES "public"."class_routine"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_change" ADD CONSTRAINT "student_attendance_change_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_change" ADD CONSTRAINT "student_attendance_change_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_change" ADD CONSTRAINT "student_attendance_change_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_confirmation" ADD CONSTRAINT "student_attendance_confirmation_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_confirmation" ADD CONSTRAINT "student_attendance_confirmation_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_sheet" ADD CONSTRAINT "student_attendance_sheet_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_sheet" ADD CONSTRAINT "student_attendance_sheet_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_sheet" ADD CONSTRAINT "student_attendance_sheet_routine_fk" FOREIGN KEY ("campus_id","class_routine_id") REFERENCES "public"."class_routine"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_student_routine_date_key" ON "student_attendance" USING btree ("campus_id","student_id","class_routine_id","date");--> statement-breakpoint
CREATE INDEX "student_attendance_routine_date_idx" ON "student_attendance" USING btree ("campus_id","class_routine_id","date");--> statement-breakpoint
CREATE INDEX "student_attendance_class_date_idx" ON "student_attendance" USING btree ("campus_id","academic_class_id","date");--> statement-breakpoint
CREATE INDEX "student_attendance_change_class_date_idx" ON "student_attendance_change" USING btree ("campus_id","academic_class_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_confirmation_class_date_key" ON "student_attendance_confirmation" USING btree ("campus_id","academic_class_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_sheet_routine_date_key" ON "student_attendance_sheet" USING btree ("campus_id","class_routine_id","date");--> statement-breakpoint
CREATE INDEX "student_attendance_sheet_class_date_idx" ON "student_attendance_sheet" USING btree ("campus_id","academic_class_id","date");--> statement-breakpoint
CREATE POLICY "student_attendance_tenant_isolation" ON "student_attendance" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_attendance_change_tenant_isolation" ON "student_attendance_change" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_attendance_confirmation_tenant_isolation" ON "student_attendance_confirmation" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_attendance_sheet_tenant_isolation" ON "student_attendance_sheet" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Schools made before this key existed: the roles that manage students also manage their attendance.
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key") SELECT "campus_id", "role_id", 'MANAGE_STUDENT_ATTENDANCE' FROM "role_permission" WHERE "permission_key" = 'MANAGE_STUDENT' ON CONFLICT DO NOTHING;

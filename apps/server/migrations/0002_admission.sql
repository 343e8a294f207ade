CREATE TABLE "occupation" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_index" integer NOT NULL,
	CONSTRAINT "occupation_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pre_applicant" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"reference_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date NOT NULL,
	"mobile_phone" text,
	"email" text,
	"guardian_phone" text NOT NULL,
	"previous_school_name" text,
	"previous_school_type" integer,
	"applied_course_level_id" uuid NOT NULL,
	"province_id" integer,
	"registration_status" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"photo_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_applicant_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_applicant_answer" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pre_applicant_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"occupation_id" integer,
	"free_text" text,
	CONSTRAINT "pre_applicant_answer_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_applicant_exam_seat" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"pre_applicant_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"seat_number" integer NOT NULL,
	CONSTRAINT "pre_applicant_exam_seat_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_applicant_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pre_applicant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "pre_applicant_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_configuration" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date NOT NULL,
	"exam_date" date,
	"note" text,
	"note_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_configuration_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_configuration" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_course_level" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	CONSTRAINT "registration_course_level_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_course_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_priority_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_priority_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_question" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_type" smallint NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_question_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_question" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applicant" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date NOT NULL,
	"place_of_birth" text,
	"mobile_phone" text,
	"email" text,
	"guardian_phone" text,
	"province_id" integer,
	"address" text,
	"previous_school_name" text,
	"previous_school_type" integer,
	"note" text,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"student_id" uuid,
	"academic_class_id" uuid,
	"pre_applicant_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "applicant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applicant_guardian" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"relationship_type" smallint NOT NULL,
	"mobile_phone" text,
	"email" text,
	"guardian_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_guardian_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "applicant_guardian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_course_level_fk" FOREIGN KEY ("campus_id","applied_course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_photo_fk" FOREIGN KEY ("campus_id","photo_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ADD CONSTRAINT "pre_applicant_answer_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ADD CONSTRAINT "pre_applicant_answer_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ADD CONSTRAINT "pre_applicant_answer_question_fk" FOREIGN KEY ("campus_id","question_id") REFERENCES "public"."registration_question"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_room_fk" FOREIGN KEY ("campus_id","room_id") REFERENCES "public"."room"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ADD CONSTRAINT "pre_applicant_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ADD CONSTRAINT "pre_applicant_subject_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ADD CONSTRAINT "pre_applicant_subject_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_configuration" ADD CONSTRAINT "registration_configuration_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_configuration" ADD CONSTRAINT "registration_configuration_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_course_level" ADD CONSTRAINT "registration_course_level_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_course_level" ADD CONSTRAINT "registration_course_level_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_course_level" ADD CONSTRAINT "registration_course_level_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ADD CONSTRAINT "registration_priority_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ADD CONSTRAINT "registration_priority_subject_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ADD CONSTRAINT "registration_priority_subject_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_question" ADD CONSTRAINT "registration_question_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_question" ADD CONSTRAINT "registration_question_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_guardian" ADD CONSTRAINT "applicant_guardian_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_guardian" ADD CONSTRAINT "applicant_guardian_applicant_fk" FOREIGN KEY ("campus_id","applicant_id") REFERENCES "public"."applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_guardian" ADD CONSTRAINT "applicant_guardian_guardian_fk" FOREIGN KEY ("campus_id","guardian_id") REFERENCES "public"."guardian"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_reference_key" ON "pre_applicant" USING btree ("campus_id",upper("reference_code"));--> statement-breakpoint
CREATE INDEX "pre_applicant_configuration_idx" ON "pre_applicant" USING btree ("campus_id","registration_configuration_id","registration_status");--> statement-breakpoint
CREATE INDEX "pre_applicant_year_idx" ON "pre_applicant" USING btree ("campus_id","academic_year_id","applied_course_level_id");--> statement-breakpoint
CREATE INDEX "pre_applicant_birth_idx" ON "pre_applicant" USING btree ("campus_id","date_of_birth");--> statement-breakpoint
CREATE INDEX "pre_applicant_guardian_phone_idx" ON "pre_applicant" USING btree ("campus_id","guardian_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_answer_key" ON "pre_applicant_answer" USING btree ("campus_id","pre_applicant_id","question_id");--> statement-breakpoint
CREATE INDEX "pre_applicant_answer_question_idx" ON "pre_applicant_answer" USING btree ("campus_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_exam_seat_key" ON "pre_applicant_exam_seat" USING btree ("campus_id","pre_applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_exam_seat_room_key" ON "pre_applicant_exam_seat" USING btree ("campus_id","registration_configuration_id","room_id","seat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_subject_key" ON "pre_applicant_subject" USING btree ("campus_id","pre_applicant_id","subject_id");--> statement-breakpoint
CREATE INDEX "registration_configuration_dates_idx" ON "registration_configuration" USING btree ("campus_id","open_date","close_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_course_level_key" ON "registration_course_level" USING btree ("campus_id","registration_configuration_id","course_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_priority_subject_key" ON "registration_priority_subject" USING btree ("campus_id","registration_configuration_id","subject_id");--> statement-breakpoint
CREATE INDEX "registration_question_configuration_idx" ON "registration_question" USING btree ("campus_id","registration_configuration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_pre_applicant_key" ON "applicant" USING btree ("campus_id","pre_applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_year_idx" ON "applicant" USING btree ("campus_id","academic_year_id","course_level_id","status");--> statement-breakpoint
CREATE INDEX "applicant_guardian_applicant_idx" ON "applicant_guardian" USING btree ("campus_id","applicant_id");--> statement-breakpoint
CREATE POLICY "pre_applicant_tenant_isolation" ON "pre_applicant" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_answer_tenant_isolation" ON "pre_applicant_answer" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_exam_seat_tenant_isolation" ON "pre_applicant_exam_seat" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_subject_tenant_isolation" ON "pre_applicant_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_configuration_tenant_isolation" ON "registration_configuration" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_course_level_tenant_isolation" ON "registration_course_level" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_priority_subject_tenant_isolation" ON "registration_priority_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_question_tenant_isolation" ON "registration_question" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "applicant_tenant_isolation" ON "applicant" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "applicant_guardian_tenant_isolation" ON "applicant_guardian" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
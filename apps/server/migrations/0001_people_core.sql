CREATE TABLE "student" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date,
	"place_of_birth" text,
	"nationality" text,
	"mobile_phone" text,
	"email" text,
	"picture_file_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"status_date" date,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_academic_card" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_academic_class_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"card_number" text,
	"issue_date" date,
	"expiry_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_academic_card_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_academic_card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_academic_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"academic_result_status" smallint DEFAULT 0 NOT NULL,
	"promote_next_academic_class_id" uuid,
	"reference_card_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_academic_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_academic_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_address" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"province_id" integer,
	"address" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_address_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_address" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_import" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_id" uuid,
	"academic_year_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"imported_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_import_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_import" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_import_row" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_valid" boolean NOT NULL,
	"student_id" uuid,
	CONSTRAINT "student_import_row_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_import_row" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_misconduct" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"description_en" text,
	"action_taken" text,
	"recorded_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_misconduct_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_misconduct" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "guardian" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"mobile_phone" text,
	"email" text,
	"occupation" text,
	"province_id" integer,
	"address" text,
	"picture_file_id" uuid,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "guardian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_guardian" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"relationship_type" smallint NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_guardian_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_guardian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date,
	"place_of_birth" text,
	"nationality" text,
	"mobile_phone" text,
	"email" text,
	"position_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"picture_file_id" uuid,
	"hire_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_academic_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"is_reserve" boolean DEFAULT false NOT NULL,
	"academic_time_shift" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_academic_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_academic_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_academic_class_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_academic_class_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_academic_class_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_address" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"province_id" integer,
	"address" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_address_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_address" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_card" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"card_number" text,
	"issue_date" date,
	"expiry_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_card_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_picture_fk" FOREIGN KEY ("campus_id","picture_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_card" ADD CONSTRAINT "student_academic_card_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_card" ADD CONSTRAINT "student_academic_card_sac_fk" FOREIGN KEY ("campus_id","student_academic_class_id") REFERENCES "public"."student_academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_card" ADD CONSTRAINT "student_academic_card_card_fk" FOREIGN KEY ("campus_id","card_id") REFERENCES "public"."card"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_next_fk" FOREIGN KEY ("campus_id","promote_next_academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_address" ADD CONSTRAINT "student_address_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_address" ADD CONSTRAINT "student_address_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import" ADD CONSTRAINT "student_import_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import" ADD CONSTRAINT "student_import_file_fk" FOREIGN KEY ("campus_id","file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import" ADD CONSTRAINT "student_import_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_row" ADD CONSTRAINT "student_import_row_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_row" ADD CONSTRAINT "student_import_row_import_fk" FOREIGN KEY ("campus_id","student_import_id") REFERENCES "public"."student_import"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_row" ADD CONSTRAINT "student_import_row_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconduct" ADD CONSTRAINT "student_misconduct_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconduct" ADD CONSTRAINT "student_misconduct_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconduct" ADD CONSTRAINT "student_misconduct_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian" ADD CONSTRAINT "guardian_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian" ADD CONSTRAINT "guardian_picture_fk" FOREIGN KEY ("campus_id","picture_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardian" ADD CONSTRAINT "student_guardian_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardian" ADD CONSTRAINT "student_guardian_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardian" ADD CONSTRAINT "student_guardian_guardian_fk" FOREIGN KEY ("campus_id","guardian_id") REFERENCES "public"."guardian"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_position_fk" FOREIGN KEY ("campus_id","position_id") REFERENCES "public"."position"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_picture_fk" FOREIGN KEY ("campus_id","picture_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ADD CONSTRAINT "employee_academic_class_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ADD CONSTRAINT "employee_academic_class_subject_eac_fk" FOREIGN KEY ("campus_id","employee_academic_class_id") REFERENCES "public"."employee_academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ADD CONSTRAINT "employee_academic_class_subject_cls_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_address" ADD CONSTRAINT "employee_address_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_address" ADD CONSTRAINT "employee_address_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_card" ADD CONSTRAINT "employee_card_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_card" ADD CONSTRAINT "employee_card_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_card" ADD CONSTRAINT "employee_card_card_fk" FOREIGN KEY ("campus_id","card_id") REFERENCES "public"."card"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_code_key" ON "student" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "student_name_en_idx" ON "student" USING btree ("campus_id","last_name_en","first_name_en");--> statement-breakpoint
CREATE INDEX "student_birth_idx" ON "student" USING btree ("campus_id","date_of_birth");--> statement-breakpoint
CREATE UNIQUE INDEX "student_academic_card_key" ON "student_academic_card" USING btree ("campus_id","student_academic_class_id","card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_academic_class_year_key" ON "student_academic_class" USING btree ("campus_id","student_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "student_academic_class_class_idx" ON "student_academic_class" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "student_academic_class_by_year_idx" ON "student_academic_class" USING btree ("campus_id","academic_year_id","status");--> statement-breakpoint
CREATE INDEX "student_address_student_idx" ON "student_address" USING btree ("campus_id","student_id");--> statement-breakpoint
CREATE INDEX "student_import_created_idx" ON "student_import" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_import_row_key" ON "student_import_row" USING btree ("campus_id","student_import_id","row_number");--> statement-breakpoint
CREATE INDEX "student_misconduct_student_idx" ON "student_misconduct" USING btree ("campus_id","student_id","date");--> statement-breakpoint
CREATE INDEX "guardian_name_en_idx" ON "guardian" USING btree ("campus_id","last_name_en","first_name_en");--> statement-breakpoint
CREATE INDEX "guardian_phone_idx" ON "guardian" USING btree ("campus_id","mobile_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardian_key" ON "student_guardian" USING btree ("campus_id","student_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardian_primary_key" ON "student_guardian" USING btree ("campus_id","student_id") WHERE "student_guardian"."is_primary";--> statement-breakpoint
CREATE INDEX "student_guardian_guardian_idx" ON "student_guardian" USING btree ("campus_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_code_key" ON "employee" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "employee_status_idx" ON "employee" USING btree ("campus_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_academic_class_key" ON "employee_academic_class" USING btree ("campus_id","employee_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "employee_academic_class_class_idx" ON "employee_academic_class" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "employee_academic_class_year_idx" ON "employee_academic_class" USING btree ("campus_id","academic_year_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_academic_class_subject_key" ON "employee_academic_class_subject" USING btree ("campus_id","employee_academic_class_id","course_level_subject_id");--> statement-breakpoint
CREATE INDEX "employee_academic_class_subject_cls_idx" ON "employee_academic_class_subject" USING btree ("campus_id","course_level_subject_id");--> statement-breakpoint
CREATE INDEX "employee_address_employee_idx" ON "employee_address" USING btree ("campus_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_card_employee_idx" ON "employee_card" USING btree ("campus_id","employee_id");--> statement-breakpoint
CREATE POLICY "student_tenant_isolation" ON "student" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_academic_card_tenant_isolation" ON "student_academic_card" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_academic_class_tenant_isolation" ON "student_academic_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_address_tenant_isolation" ON "student_address" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_import_tenant_isolation" ON "student_import" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_import_row_tenant_isolation" ON "student_import_row" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_misconduct_tenant_isolation" ON "student_misconduct" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "guardian_tenant_isolation" ON "guardian" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_guardian_tenant_isolation" ON "student_guardian" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_tenant_isolation" ON "employee" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_academic_class_tenant_isolation" ON "employee_academic_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_academic_class_subject_tenant_isolation" ON "employee_academic_class_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_address_tenant_isolation" ON "employee_address" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_card_tenant_isolation" ON "employee_card" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
CREATE TABLE "class_routine" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"session_time_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"room_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_routine_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_routine" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_routine_substitute" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"class_routine_id" uuid NOT NULL,
	"date" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_routine_substitute_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_routine_substitute" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_session_time_fk" FOREIGN KEY ("campus_id","session_time_id") REFERENCES "public"."academic_session_time"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_subject_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine" ADD CONSTRAINT "class_routine_room_fk" FOREIGN KEY ("campus_id","room_id") REFERENCES "public"."room"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine_substitute" ADD CONSTRAINT "class_routine_substitute_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine_substitute" ADD CONSTRAINT "class_routine_substitute_routine_fk" FOREIGN KEY ("campus_id","class_routine_id") REFERENCES "public"."class_routine"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_routine_substitute" ADD CONSTRAINT "class_routine_substitute_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_routine_cell_key" ON "class_routine" USING btree ("campus_id","academic_class_id","day_of_week","session_time_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_routine_teacher_key" ON "class_routine" USING btree ("campus_id","academic_year_id","employee_id","day_of_week","session_time_id");--> statement-breakpoint
CREATE INDEX "class_routine_year_day_idx" ON "class_routine" USING btree ("campus_id","academic_year_id","day_of_week");--> statement-breakpoint
CREATE INDEX "class_routine_employee_idx" ON "class_routine" USING btree ("campus_id","employee_id","day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "class_routine_substitute_key" ON "class_routine_substitute" USING btree ("campus_id","class_routine_id","date");--> statement-breakpoint
CREATE INDEX "class_routine_substitute_date_idx" ON "class_routine_substitute" USING btree ("campus_id","date");--> statement-breakpoint
CREATE POLICY "class_routine_tenant_isolation" ON "class_routine" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "class_routine_substitute_tenant_isolation" ON "class_routine_substitute" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
CREATE TABLE "homework" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"is_scored" boolean DEFAULT false NOT NULL,
	"max_score" numeric(8, 2),
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"created_by_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "homework" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "homework_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	CONSTRAINT "homework_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "homework_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "homework_comment" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_type" smallint,
	"actor_id" uuid,
	"user_name" text NOT NULL,
	"full_name" text NOT NULL,
	"full_name_en" text NOT NULL,
	"gender" smallint,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_comment_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "homework_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "homework_event" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"text" text,
	"score" numeric(8, 2),
	"file_names" text[] DEFAULT '{}' NOT NULL,
	"client_key" uuid,
	CONSTRAINT "homework_event_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "homework_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "homework_file" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"submission_id" uuid,
	"stored_file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_file_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "homework_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "homework_submission" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"is_late" boolean DEFAULT false NOT NULL,
	"score" numeric(8, 2),
	"result_comment" text,
	"result_file_id" uuid,
	"returned_at" timestamp with time zone,
	"returned_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_submission_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "homework_submission" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_author_fk" FOREIGN KEY ("campus_id","created_by_user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_class" ADD CONSTRAINT "homework_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_class" ADD CONSTRAINT "homework_class_homework_fk" FOREIGN KEY ("campus_id","homework_id") REFERENCES "public"."homework"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_class" ADD CONSTRAINT "homework_class_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_class" ADD CONSTRAINT "homework_class_subject_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_comment" ADD CONSTRAINT "homework_comment_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_comment" ADD CONSTRAINT "homework_comment_homework_fk" FOREIGN KEY ("campus_id","homework_id") REFERENCES "public"."homework"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_comment" ADD CONSTRAINT "homework_comment_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_event" ADD CONSTRAINT "homework_event_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_event" ADD CONSTRAINT "homework_event_submission_fk" FOREIGN KEY ("campus_id","submission_id") REFERENCES "public"."homework_submission"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_file" ADD CONSTRAINT "homework_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_file" ADD CONSTRAINT "homework_file_homework_fk" FOREIGN KEY ("campus_id","homework_id") REFERENCES "public"."homework"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_file" ADD CONSTRAINT "homework_file_submission_fk" FOREIGN KEY ("campus_id","submission_id") REFERENCES "public"."homework_submission"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_file" ADD CONSTRAINT "homework_file_stored_fk" FOREIGN KEY ("campus_id","stored_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_homework_fk" FOREIGN KEY ("campus_id","homework_id") REFERENCES "public"."homework"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_result_file_fk" FOREIGN KEY ("campus_id","result_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_due_idx" ON "homework" USING btree ("campus_id","is_archived","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_class_key" ON "homework_class" USING btree ("campus_id","homework_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "homework_class_class_idx" ON "homework_class" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "homework_comment_homework_idx" ON "homework_comment" USING btree ("campus_id","homework_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_event_submission_idx" ON "homework_event" USING btree ("campus_id","submission_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_event_client_key" ON "homework_event" USING btree ("campus_id","client_key");--> statement-breakpoint
CREATE INDEX "homework_file_homework_idx" ON "homework_file" USING btree ("campus_id","homework_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_file_stored_key" ON "homework_file" USING btree ("campus_id","stored_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submission_key" ON "homework_submission" USING btree ("campus_id","homework_id","student_id");--> statement-breakpoint
CREATE INDEX "homework_submission_student_idx" ON "homework_submission" USING btree ("campus_id","student_id");--> statement-breakpoint
CREATE POLICY "homework_tenant_isolation" ON "homework" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "homework_class_tenant_isolation" ON "homework_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "homework_comment_tenant_isolation" ON "homework_comment" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "homework_event_tenant_isolation" ON "homework_event" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "homework_file_tenant_isolation" ON "homework_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "homework_submission_tenant_isolation" ON "homework_submission" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Existing schools' default roles get what new schools get (DEFAULT_ROLES): the administrator and the office
-- manage every homework; guardians read their children's homework.
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key")
SELECT r."campus_id", r."id", 'MANAGE_HOMEWORK' FROM "role" r WHERE r."code" IN ('SCHOOL_ADMIN', 'SCHOOL_OFFICE')
UNION ALL
SELECT r."campus_id", r."id", 'VIEW_NAV_HOMEWORK' FROM "role" r WHERE r."code" = 'GUARDIAN'
ON CONFLICT DO NOTHING;

CREATE TABLE "leave_request" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_type" smallint NOT NULL,
	"student_id" uuid,
	"employee_id" uuid,
	"academic_class_id" uuid,
	"leave_type_id" uuid NOT NULL,
	"date_type" smallint DEFAULT 0 NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"submitted_by_user_id" uuid,
	"submitted_by" text,
	"decided_by_user_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_request_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "leave_request_range_check" CHECK ("leave_request"."to_date" >= "leave_request"."from_date"),
	CONSTRAINT "leave_request_actor_check" CHECK (("leave_request"."actor_type" = 0 and "leave_request"."student_id" is not null and "leave_request"."employee_id" is null) or ("leave_request"."actor_type" = 1 and "leave_request"."employee_id" is not null and "leave_request"."student_id" is null))
);
--> statement-breakpoint
ALTER TABLE "leave_request" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_request_file" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"leave_request_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_request_file_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_request_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "medical_health_check" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_type" smallint NOT NULL,
	"student_id" uuid,
	"employee_id" uuid,
	"date" date NOT NULL,
	"temperature" numeric(4, 1) NOT NULL,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"point" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"recorded_by_user_id" uuid,
	"recorded_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_health_check_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "medical_health_check_actor_check" CHECK (("medical_health_check"."actor_type" = 0 and "medical_health_check"."student_id" is not null and "medical_health_check"."employee_id" is null) or ("medical_health_check"."actor_type" = 1 and "medical_health_check"."employee_id" is not null and "medical_health_check"."student_id" is null))
);
--> statement-breakpoint
ALTER TABLE "medical_health_check" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_leave_type_fk" FOREIGN KEY ("campus_id","leave_type_id") REFERENCES "public"."leave_type"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_file" ADD CONSTRAINT "leave_request_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_file" ADD CONSTRAINT "leave_request_file_request_fk" FOREIGN KEY ("campus_id","leave_request_id") REFERENCES "public"."leave_request"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_file" ADD CONSTRAINT "leave_request_file_stored_fk" FOREIGN KEY ("campus_id","stored_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_health_check" ADD CONSTRAINT "medical_health_check_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_health_check" ADD CONSTRAINT "medical_health_check_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_health_check" ADD CONSTRAINT "medical_health_check_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_request_student_idx" ON "leave_request" USING btree ("campus_id","student_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_request_employee_idx" ON "leave_request" USING btree ("campus_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_request_status_idx" ON "leave_request" USING btree ("campus_id","status","from_date");--> statement-breakpoint
CREATE INDEX "leave_request_file_request_idx" ON "leave_request_file" USING btree ("campus_id","leave_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_health_check_student_day_key" ON "medical_health_check" USING btree ("campus_id","student_id","date") WHERE "medical_health_check"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_health_check_employee_day_key" ON "medical_health_check" USING btree ("campus_id","employee_id","date") WHERE "medical_health_check"."employee_id" is not null;--> statement-breakpoint
CREATE INDEX "medical_health_check_date_idx" ON "medical_health_check" USING btree ("campus_id","date");--> statement-breakpoint
CREATE POLICY "leave_request_tenant_isolation" ON "leave_request" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_request_file_tenant_isolation" ON "leave_request_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "medical_health_check_tenant_isolation" ON "medical_health_check" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Existing schools' default roles get the two new keys, as new schools do (DEFAULT_ROLES): deciding leave
-- requests for the administrator and the office, recording health checks for them and for teachers.
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key")
SELECT r."campus_id", r."id", k.key FROM "role" r
CROSS JOIN (VALUES ('MANAGE_LEAVE_REQUEST'), ('MANAGE_HEALTH_CHECK')) AS k(key)
WHERE r."code" IN ('SCHOOL_ADMIN', 'SCHOOL_OFFICE')
UNION ALL
SELECT r."campus_id", r."id", 'MANAGE_HEALTH_CHECK' FROM "role" r WHERE r."code" = 'TEACHER'
ON CONFLICT DO NOTHING;

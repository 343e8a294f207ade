CREATE TABLE "employee_attendance" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"attendance_type" smallint NOT NULL,
	"morning_in" time,
	"morning_out" time,
	"afternoon_in" time,
	"afternoon_out" time,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_attendance_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_attendance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_attendance" ADD CONSTRAINT "employee_attendance_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_attendance" ADD CONSTRAINT "employee_attendance_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_attendance_employee_date_key" ON "employee_attendance" USING btree ("campus_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "employee_attendance_date_idx" ON "employee_attendance" USING btree ("campus_id","date");--> statement-breakpoint
CREATE POLICY "employee_attendance_tenant_isolation" ON "employee_attendance" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Schools made before this key existed: the roles that manage employees also record their attendance.
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key") SELECT "campus_id", "role_id", 'MANAGE_EMPLOYEE_ATTENDANCE' FROM "role_permission" WHERE "permission_key" = 'MANAGE_EMPLOYEE' ON CONFLICT DO NOTHING;

CREATE TABLE "class_link" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"link" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_link_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_link" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_live" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"link" text NOT NULL,
	"is_live" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"started_by_user_id" uuid NOT NULL,
	"started_by" text NOT NULL,
	"started_by_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_live_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_live" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_live_join" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"class_live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid,
	"full_name" text NOT NULL,
	"full_name_en" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_live_join_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_live_join" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_link" ADD CONSTRAINT "class_link_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_link" ADD CONSTRAINT "class_link_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_link" ADD CONSTRAINT "class_link_subject_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live" ADD CONSTRAINT "class_live_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live" ADD CONSTRAINT "class_live_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live" ADD CONSTRAINT "class_live_subject_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live" ADD CONSTRAINT "class_live_user_fk" FOREIGN KEY ("campus_id","started_by_user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live_join" ADD CONSTRAINT "class_live_join_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live_join" ADD CONSTRAINT "class_live_join_live_fk" FOREIGN KEY ("campus_id","class_live_id") REFERENCES "public"."class_live"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live_join" ADD CONSTRAINT "class_live_join_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live_join" ADD CONSTRAINT "class_live_join_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_link_key" ON "class_link" USING btree ("campus_id","academic_class_id","course_level_subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_live_open_key" ON "class_live" USING btree ("campus_id","academic_class_id","course_level_subject_id") WHERE is_live;--> statement-breakpoint
CREATE INDEX "class_live_class_idx" ON "class_live" USING btree ("campus_id","academic_class_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_live_join_key" ON "class_live_join" USING btree ("campus_id","class_live_id","user_id");--> statement-breakpoint
CREATE POLICY "class_link_tenant_isolation" ON "class_link" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "class_live_tenant_isolation" ON "class_live" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "class_live_join_tenant_isolation" ON "class_live_join" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
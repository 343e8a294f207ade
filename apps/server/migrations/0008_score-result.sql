CREATE TABLE "score_result" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"period_kind" smallint NOT NULL,
	"period" text NOT NULL,
	"exam_type_id" uuid,
	"semester" smallint,
	"state" text NOT NULL,
	"total" numeric(10, 2),
	"coefficient_sum" numeric(8, 2),
	"full_average" numeric(8, 2),
	"average" numeric(8, 2),
	"percent" numeric(6, 2),
	"rank" integer,
	"grade" text,
	"mention" text,
	"mention_en" text,
	"passed" boolean,
	"position" integer NOT NULL,
	"subjects" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_result_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "score_result" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "score_result" ADD CONSTRAINT "score_result_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_result" ADD CONSTRAINT "score_result_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_result" ADD CONSTRAINT "score_result_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_result" ADD CONSTRAINT "score_result_exam_type_fk" FOREIGN KEY ("campus_id","exam_type_id") REFERENCES "public"."exam_type"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_result_class_period_student_key" ON "score_result" USING btree ("campus_id","academic_class_id","period","student_id");--> statement-breakpoint
CREATE INDEX "score_result_student_idx" ON "score_result" USING btree ("campus_id","student_id");--> statement-breakpoint
CREATE POLICY "score_result_tenant_isolation" ON "score_result" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
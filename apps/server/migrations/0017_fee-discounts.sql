CREATE TABLE "fee_discount_category" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"discount_percentage_bp" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_discount_category_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "fee_discount_category_percentage_check" CHECK ("fee_discount_category"."discount_percentage_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "fee_discount_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_fee_discount" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"fee_discount_category_id" uuid NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_fee_discount_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_fee_discount" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fee_discount_category" ADD CONSTRAINT "fee_discount_category_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_discount" ADD CONSTRAINT "student_fee_discount_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_discount" ADD CONSTRAINT "student_fee_discount_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_discount" ADD CONSTRAINT "student_fee_discount_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_discount" ADD CONSTRAINT "student_fee_discount_category_fk" FOREIGN KEY ("campus_id","fee_discount_category_id") REFERENCES "public"."fee_discount_category"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_discount_category_code_key" ON "fee_discount_category" USING btree ("campus_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "student_fee_discount_key" ON "student_fee_discount" USING btree ("campus_id","academic_year_id","student_id","fee_discount_category_id");--> statement-breakpoint
CREATE POLICY "fee_discount_category_tenant_isolation" ON "fee_discount_category" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_fee_discount_tenant_isolation" ON "student_fee_discount" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);

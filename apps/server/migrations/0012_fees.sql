CREATE TABLE "fee_counter" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_counter_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "fee_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fee_item" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency_type" smallint NOT NULL,
	"fee_type_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"fee_term_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_item_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "fee_item_price_check" CHECK ("fee_item"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fee_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fee_term" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"total_months" smallint NOT NULL,
	"due_date" date,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_term_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "fee_term" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fee_type" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_type_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "fee_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"receipt_number" integer NOT NULL,
	"proforma_invoice_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"reverses_payment_id" uuid,
	"amount_minor" bigint NOT NULL,
	"invoice_currency" smallint NOT NULL,
	"paid_currency" smallint NOT NULL,
	"paid_amount_minor" bigint NOT NULL,
	"exchange_rate" integer NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"reference" text,
	"note" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint NOT NULL,
	"received_by_user_id" uuid,
	"received_by" text,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "payment_sign_check" CHECK (("payment"."kind" = 0 and "payment"."amount_minor" > 0) or ("payment"."kind" <> 0 and "payment"."amount_minor" < 0 and "payment"."reverses_payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_method" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"abbreviation" text NOT NULL,
	"is_khqr" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_method" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_printout_footer" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"printout_type" smallint NOT NULL,
	"footer_type" smallint NOT NULL,
	"text" text NOT NULL,
	"text_en" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_printout_footer_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_printout_footer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_setting" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"currency_type" smallint NOT NULL,
	"exchange_rate" integer NOT NULL,
	"tax_mode" smallint DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"payment_term" integer DEFAULT 30 NOT NULL,
	"is_allow_partial_payment" boolean DEFAULT true NOT NULL,
	"tax_identification_number" text,
	"bakong_account_id" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_setting_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "payment_setting_rate_check" CHECK ("payment_setting"."exchange_rate" > 0 and "payment_setting"."tax_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "payment_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_workflow_history" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"action" smallint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"note" text,
	"by_user_id" uuid,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_workflow_history_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_workflow_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "proforma_invoice" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"fee_term_id" uuid NOT NULL,
	"currency_type" smallint NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"discount_reason" text,
	"note" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proforma_invoice_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "proforma_invoice_amount_check" CHECK ("proforma_invoice"."total_minor" >= 0 and "proforma_invoice"."discount_minor" >= 0 and "proforma_invoice"."paid_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "proforma_invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "proforma_invoice_item" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"proforma_invoice_id" uuid NOT NULL,
	"fee_item_id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"sub_amount_minor" bigint NOT NULL,
	"discount_percentage_bp" integer DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proforma_invoice_item_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "proforma_invoice_item_amount_check" CHECK ("proforma_invoice_item"."qty" > 0 and "proforma_invoice_item"."amount_minor" >= 0 and "proforma_invoice_item"."discount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "proforma_invoice_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fee_counter" ADD CONSTRAINT "fee_counter_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_item" ADD CONSTRAINT "fee_item_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_item" ADD CONSTRAINT "fee_item_type_fk" FOREIGN KEY ("campus_id","fee_type_id") REFERENCES "public"."fee_type"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_item" ADD CONSTRAINT "fee_item_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_item" ADD CONSTRAINT "fee_item_term_fk" FOREIGN KEY ("campus_id","fee_term_id") REFERENCES "public"."fee_term"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_term" ADD CONSTRAINT "fee_term_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_term" ADD CONSTRAINT "fee_term_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_type" ADD CONSTRAINT "fee_type_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_invoice_fk" FOREIGN KEY ("campus_id","proforma_invoice_id") REFERENCES "public"."proforma_invoice"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_method_fk" FOREIGN KEY ("campus_id","payment_method_id") REFERENCES "public"."payment_method"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_printout_footer" ADD CONSTRAINT "payment_printout_footer_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_setting" ADD CONSTRAINT "payment_setting_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_workflow_history" ADD CONSTRAINT "payment_workflow_history_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_workflow_history" ADD CONSTRAINT "payment_workflow_history_payment_fk" FOREIGN KEY ("campus_id","payment_id") REFERENCES "public"."payment"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice" ADD CONSTRAINT "proforma_invoice_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice" ADD CONSTRAINT "proforma_invoice_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice" ADD CONSTRAINT "proforma_invoice_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice" ADD CONSTRAINT "proforma_invoice_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice" ADD CONSTRAINT "proforma_invoice_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice" ADD CONSTRAINT "proforma_invoice_term_fk" FOREIGN KEY ("campus_id","fee_term_id") REFERENCES "public"."fee_term"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice_item" ADD CONSTRAINT "proforma_invoice_item_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice_item" ADD CONSTRAINT "proforma_invoice_item_invoice_fk" FOREIGN KEY ("campus_id","proforma_invoice_id") REFERENCES "public"."proforma_invoice"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_invoice_item" ADD CONSTRAINT "proforma_invoice_item_fee_item_fk" FOREIGN KEY ("campus_id","fee_item_id") REFERENCES "public"."fee_item"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_counter_kind_key" ON "fee_counter" USING btree ("campus_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_item_code_key" ON "fee_item" USING btree ("campus_id","fee_term_id","course_level_id",lower("code"));--> statement-breakpoint
CREATE INDEX "fee_item_term_idx" ON "fee_item" USING btree ("campus_id","fee_term_id","course_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_term_code_key" ON "fee_term" USING btree ("campus_id","academic_year_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "fee_type_code_key" ON "fee_type" USING btree ("campus_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipt_key" ON "payment" USING btree ("campus_id","receipt_number");--> statement-breakpoint
CREATE INDEX "payment_invoice_idx" ON "payment" USING btree ("campus_id","proforma_invoice_id");--> statement-breakpoint
CREATE INDEX "payment_status_idx" ON "payment" USING btree ("campus_id","status","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_code_key" ON "payment_method" USING btree ("campus_id",lower("code"));--> statement-breakpoint
CREATE INDEX "payment_printout_footer_type_idx" ON "payment_printout_footer" USING btree ("campus_id","printout_type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_setting_current_key" ON "payment_setting" USING btree ("campus_id") WHERE "payment_setting"."is_current";--> statement-breakpoint
CREATE INDEX "payment_workflow_history_payment_idx" ON "payment_workflow_history" USING btree ("campus_id","payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "proforma_invoice_number_key" ON "proforma_invoice" USING btree ("campus_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "proforma_invoice_student_term_key" ON "proforma_invoice" USING btree ("campus_id","student_id","fee_term_id") WHERE "proforma_invoice"."status" <> 4;--> statement-breakpoint
CREATE INDEX "proforma_invoice_class_idx" ON "proforma_invoice" USING btree ("campus_id","academic_class_id","fee_term_id");--> statement-breakpoint
CREATE INDEX "proforma_invoice_due_idx" ON "proforma_invoice" USING btree ("campus_id","status","due_date");--> statement-breakpoint
CREATE INDEX "proforma_invoice_item_invoice_idx" ON "proforma_invoice_item" USING btree ("campus_id","proforma_invoice_id");--> statement-breakpoint
CREATE POLICY "fee_counter_tenant_isolation" ON "fee_counter" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fee_item_tenant_isolation" ON "fee_item" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fee_term_tenant_isolation" ON "fee_term" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fee_type_tenant_isolation" ON "fee_type" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_tenant_isolation" ON "payment" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_method_tenant_isolation" ON "payment_method" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_printout_footer_tenant_isolation" ON "payment_printout_footer" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_setting_tenant_isolation" ON "payment_setting" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_workflow_history_tenant_isolation" ON "payment_workflow_history" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "proforma_invoice_tenant_isolation" ON "proforma_invoice" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "proforma_invoice_item_tenant_isolation" ON "proforma_invoice_item" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Existing schools get the fee keys (issue 14): the administrator and the office all three, the front office
-- (the cashier) taking payments.
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key")
SELECT r."campus_id", r."id", k.key FROM "role" r
CROSS JOIN (VALUES ('MANAGE_FEE_SETUP'), ('MANAGE_FEE_COLLECTION'), ('CONFIRM_FEE_PAYMENT')) AS k(key)
WHERE r."code" IN ('SCHOOL_ADMIN', 'SCHOOL_OFFICE')
UNION ALL
SELECT r."campus_id", r."id", 'MANAGE_FEE_COLLECTION' FROM "role" r WHERE r."code" = 'FRONT_OFFICE'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A payment is never edited nor deleted: a refund or void is a new row. Only the confirmation's columns
-- (status, confirmed_by, confirmed_at, version, updated_at) may change, and a row goes only with its campus
-- (a cascade runs from the parent's foreign-key trigger, so pg_trigger_depth() is above 1 then).
CREATE FUNCTION "payment_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'payment rows are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW."campus_id", NEW."id", NEW."receipt_number", NEW."proforma_invoice_id", NEW."student_id", NEW."kind", NEW."reverses_payment_id",
      NEW."amount_minor", NEW."invoice_currency", NEW."paid_currency", NEW."paid_amount_minor", NEW."exchange_rate", NEW."payment_method_id",
      NEW."reference", NEW."note", NEW."paid_at", NEW."received_by_user_id", NEW."received_by", NEW."created_at")
     IS DISTINCT FROM
     (OLD."campus_id", OLD."id", OLD."receipt_number", OLD."proforma_invoice_id", OLD."student_id", OLD."kind", OLD."reverses_payment_id",
      OLD."amount_minor", OLD."invoice_currency", OLD."paid_currency", OLD."paid_amount_minor", OLD."exchange_rate", OLD."payment_method_id",
      OLD."reference", OLD."note", OLD."paid_at", OLD."received_by_user_id", OLD."received_by", OLD."created_at") THEN
    RAISE EXCEPTION 'payment rows are never edited: add a reversing entry' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_append_only" BEFORE UPDATE OR DELETE ON "payment" FOR EACH ROW EXECUTE FUNCTION "payment_append_only"();--> statement-breakpoint
CREATE FUNCTION "payment_workflow_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'payment_workflow_history is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_workflow_history_append_only" BEFORE UPDATE OR DELETE ON "payment_workflow_history" FOR EACH ROW EXECUTE FUNCTION "payment_workflow_history_append_only"();

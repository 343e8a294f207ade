CREATE TABLE "fee_reminder" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"proforma_invoice_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"due_date" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_reminder_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "fee_reminder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fee_reminder" ADD CONSTRAINT "fee_reminder_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminder" ADD CONSTRAINT "fee_reminder_invoice_fk" FOREIGN KEY ("campus_id","proforma_invoice_id") REFERENCES "public"."proforma_invoice"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reminder_invoice_kind_key" ON "fee_reminder" USING btree ("campus_id","proforma_invoice_id","kind");--> statement-breakpoint
CREATE POLICY "fee_reminder_tenant_isolation" ON "fee_reminder" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
CREATE TABLE "score_history" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"score_sheet_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_score" numeric(8, 2),
	"old_status" smallint,
	"new_score" numeric(8, 2),
	"new_status" smallint NOT NULL,
	"visibility" smallint NOT NULL,
	"reason" text,
	CONSTRAINT "score_history_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "score_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "submitted_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "note_by" uuid;--> statement-breakpoint
ALTER TABLE "score_sheet" ADD COLUMN "note_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_sheet_fk" FOREIGN KEY ("campus_id","score_sheet_id") REFERENCES "public"."score_sheet"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_history_sheet_idx" ON "score_history" USING btree ("campus_id","score_sheet_id","student_id");--> statement-breakpoint
CREATE POLICY "score_history_tenant_isolation" ON "score_history" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- The score history is append-only: no row is ever updated, and none deleted except with its sheet, student or
-- campus (a cascade runs from the parent's foreign-key trigger, so pg_trigger_depth() is above 1 then).
CREATE FUNCTION "score_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'score_history is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "score_history_append_only" BEFORE UPDATE OR DELETE ON "score_history" FOR EACH ROW EXECUTE FUNCTION "score_history_append_only"();

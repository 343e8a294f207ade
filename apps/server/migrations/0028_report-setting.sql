CREATE TABLE "report_setting" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"setting" jsonb NOT NULL,
	"header" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_setting_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_setting" ADD CONSTRAINT "report_setting_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_setting_campus_key" ON "report_setting" USING btree ("campus_id");--> statement-breakpoint
CREATE POLICY "report_setting_tenant_isolation" ON "report_setting" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Schools made before the MANAGE_REPORT_SETTING key existed: the roles that read the report settings may also save them
-- (new schools get the key from DEFAULT_ROLES).
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key") SELECT "campus_id", "role_id", 'MANAGE_REPORT_SETTING' FROM "role_permission" WHERE "permission_key" = 'VIEW_CAMPUS_REPORT_SETTING' ON CONFLICT DO NOTHING;

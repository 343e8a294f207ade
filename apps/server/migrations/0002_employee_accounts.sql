CREATE TABLE "generated_account_file" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"account_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_account_file_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "generated_account_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "generated_account_file" ADD CONSTRAINT "generated_account_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_account_file" ADD CONSTRAINT "generated_account_file_file_fk" FOREIGN KEY ("campus_id","stored_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_account_file" ADD CONSTRAINT "generated_account_file_user_fk" FOREIGN KEY ("campus_id","created_by_user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_account_file_expiry_idx" ON "generated_account_file" USING btree ("campus_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_actor_key" ON "app_user" USING btree ("campus_id","actor_type","actor_id") WHERE "app_user"."actor_id" is not null;--> statement-breakpoint
CREATE POLICY "generated_account_file_tenant_isolation" ON "generated_account_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
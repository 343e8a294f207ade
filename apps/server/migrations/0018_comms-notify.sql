CREATE TABLE "notification_preference" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preference_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "notification_preference" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "outbound_message" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"channel" text NOT NULL,
	"user_id" uuid,
	"address" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_message_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbound_message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "telegram_link" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text,
	"code_expires_at" timestamp with time zone,
	"chat_id" text,
	"chat_name" text,
	"linked_at" timestamp with time zone,
	CONSTRAINT "telegram_link_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "telegram_link" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_message" ADD CONSTRAINT "outbound_message_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link" ADD CONSTRAINT "telegram_link_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link" ADD CONSTRAINT "telegram_link_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preference_user_topic_key" ON "notification_preference" USING btree ("campus_id","user_id","topic");--> statement-breakpoint
CREATE INDEX "outbound_message_due_idx" ON "outbound_message" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_link_user_key" ON "telegram_link" USING btree ("campus_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_link_code_key" ON "telegram_link" USING btree ("campus_id","code");--> statement-breakpoint
CREATE INDEX "telegram_link_code_idx" ON "telegram_link" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_once_key" ON "notification" USING btree ("campus_id","user_id","once_key") WHERE "notification"."once_key" is not null;--> statement-breakpoint
CREATE POLICY "notification_preference_tenant_isolation" ON "notification_preference" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "outbound_message_tenant_isolation" ON "outbound_message" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "telegram_link_tenant_isolation" ON "telegram_link" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);

CREATE TABLE "announcement" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"target_type" smallint NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcement" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcement_file" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_file_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcement_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcement_reader" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "announcement_reader_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcement_reader" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcement_target" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"course_level_id" uuid,
	"academic_class_id" uuid,
	CONSTRAINT "announcement_target_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcement_target" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_comment" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"feed_post_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"comment_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comment_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "feed_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_like" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"feed_post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_like_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "feed_like" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_photo" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"feed_post_id" uuid NOT NULL,
	"screen_file_id" uuid NOT NULL,
	"thumb_file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_index" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_photo_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "feed_photo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_post" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"text" text NOT NULL,
	"privacy" smallint DEFAULT 0 NOT NULL,
	"academic_class_id" uuid,
	"tag_ids" smallint[] DEFAULT '{}' NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_post_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "feed_post" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message_file" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	CONSTRAINT "message_file_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "message_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_file" ADD CONSTRAINT "announcement_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_file" ADD CONSTRAINT "announcement_file_announcement_fk" FOREIGN KEY ("campus_id","announcement_id") REFERENCES "public"."announcement"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_file" ADD CONSTRAINT "announcement_file_stored_fk" FOREIGN KEY ("campus_id","stored_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reader" ADD CONSTRAINT "announcement_reader_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reader" ADD CONSTRAINT "announcement_reader_announcement_fk" FOREIGN KEY ("campus_id","announcement_id") REFERENCES "public"."announcement"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reader" ADD CONSTRAINT "announcement_reader_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_target" ADD CONSTRAINT "announcement_target_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_target" ADD CONSTRAINT "announcement_target_announcement_fk" FOREIGN KEY ("campus_id","announcement_id") REFERENCES "public"."announcement"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_target" ADD CONSTRAINT "announcement_target_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_target" ADD CONSTRAINT "announcement_target_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment" ADD CONSTRAINT "feed_comment_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment" ADD CONSTRAINT "feed_comment_post_fk" FOREIGN KEY ("campus_id","feed_post_id") REFERENCES "public"."feed_post"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_like" ADD CONSTRAINT "feed_like_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_like" ADD CONSTRAINT "feed_like_post_fk" FOREIGN KEY ("campus_id","feed_post_id") REFERENCES "public"."feed_post"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_like" ADD CONSTRAINT "feed_like_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_photo" ADD CONSTRAINT "feed_photo_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_photo" ADD CONSTRAINT "feed_photo_post_fk" FOREIGN KEY ("campus_id","feed_post_id") REFERENCES "public"."feed_post"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_photo" ADD CONSTRAINT "feed_photo_screen_fk" FOREIGN KEY ("campus_id","screen_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_photo" ADD CONSTRAINT "feed_photo_thumb_fk" FOREIGN KEY ("campus_id","thumb_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post" ADD CONSTRAINT "feed_post_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post" ADD CONSTRAINT "feed_post_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_fk" FOREIGN KEY ("campus_id","sender_user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_recipient_fk" FOREIGN KEY ("campus_id","recipient_user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_file" ADD CONSTRAINT "message_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_file" ADD CONSTRAINT "message_file_message_fk" FOREIGN KEY ("campus_id","message_id") REFERENCES "public"."message"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_file" ADD CONSTRAINT "message_file_stored_fk" FOREIGN KEY ("campus_id","stored_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_published_idx" ON "announcement" USING btree ("campus_id","is_publish","published_at");--> statement-breakpoint
CREATE INDEX "announcement_file_announcement_idx" ON "announcement_file" USING btree ("campus_id","announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_reader_user_idx" ON "announcement_reader" USING btree ("campus_id","user_id","announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_target_announcement_idx" ON "announcement_target" USING btree ("campus_id","announcement_id");--> statement-breakpoint
CREATE INDEX "feed_comment_post_idx" ON "feed_comment" USING btree ("campus_id","feed_post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_like_user_key" ON "feed_like" USING btree ("campus_id","feed_post_id","user_id");--> statement-breakpoint
CREATE INDEX "feed_photo_post_idx" ON "feed_photo" USING btree ("campus_id","feed_post_id");--> statement-breakpoint
CREATE INDEX "feed_post_created_idx" ON "feed_post" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE INDEX "message_sender_idx" ON "message" USING btree ("campus_id","sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_recipient_idx" ON "message" USING btree ("campus_id","recipient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_file_message_idx" ON "message_file" USING btree ("campus_id","message_id");--> statement-breakpoint
CREATE POLICY "announcement_tenant_isolation" ON "announcement" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "announcement_file_tenant_isolation" ON "announcement_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "announcement_reader_tenant_isolation" ON "announcement_reader" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "announcement_target_tenant_isolation" ON "announcement_target" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "feed_comment_tenant_isolation" ON "feed_comment" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "feed_like_tenant_isolation" ON "feed_like" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "feed_photo_tenant_isolation" ON "feed_photo" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "feed_post_tenant_isolation" ON "feed_post" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "message_tenant_isolation" ON "message" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "message_file_tenant_isolation" ON "message_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
-- Existing schools' administrator and office roles write announcements (new schools get it from DEFAULT_ROLES).
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key")
SELECT r."campus_id", r."id", 'MANAGE_ANNOUNCEMENT' FROM "role" r
WHERE r."code" IN ('SCHOOL_ADMIN', 'SCHOOL_OFFICE')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Existing schools' administrator and office roles manage the feed (new schools get it from DEFAULT_ROLES).
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key")
SELECT r."campus_id", r."id", 'MANAGE_FEED' FROM "role" r
WHERE r."code" IN ('SCHOOL_ADMIN', 'SCHOOL_OFFICE')
ON CONFLICT DO NOTHING;

ALTER TABLE "campus" ADD COLUMN "student_attendance_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_address" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_address" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
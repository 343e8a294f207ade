CREATE TABLE "campus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"client_key" text NOT NULL,
	"primary_color" text DEFAULT 'C10230' NOT NULL,
	"logo_file_id" uuid,
	"background_file_id" uuid,
	"gateway_code" text,
	"client_base_url" text,
	"address" text,
	"address_en" text,
	"phone" text,
	"email" text,
	"website" text,
	"motto" text,
	"motto_en" text,
	"ministry_name" text,
	"ministry_name_en" text,
	"province_id" integer,
	"is_online_registration_available" boolean DEFAULT false NOT NULL,
	"is_initial_setup" boolean DEFAULT false NOT NULL,
	"student_attendance_type" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_user" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"mobile_actor_type" smallint NOT NULL,
	"actor_type" smallint,
	"actor_id" uuid,
	"role_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint,
	"date_of_birth" date,
	"place_of_birth" text,
	"mobile_phone" text,
	"email" text,
	"position" text,
	"position_en" text,
	"picture_file_id" uuid,
	"learning_identifier" text,
	"learning_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "app_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_session" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"family_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_session_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_session" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"mobile_actor_type" smallint,
	"is_system" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_permission" (
	"campus_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"permission_key" text NOT NULL,
	CONSTRAINT "role_permission_pkey" PRIMARY KEY("campus_id","role_id","permission_key")
);
--> statement-breakpoint
ALTER TABLE "role_permission" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sign_in_attempt" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_address" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"province_id" integer,
	"free_field1" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_address_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_address" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_year" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_start_year" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_year_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_year" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stored_file" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "stored_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "province" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_index" integer NOT NULL,
	CONSTRAINT "province_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "school_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_index" integer NOT NULL,
	CONSTRAINT "school_type_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "building" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"floors" integer DEFAULT 1 NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "building_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "building" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "room" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"building_id" uuid NOT NULL,
	"floor" integer NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"room_type" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "room" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "room_equipment" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort_index" integer NOT NULL,
	CONSTRAINT "room_equipment_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "room_equipment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "position" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "position" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "holiday" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"date" date NOT NULL,
	"to_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_pkey" PRIMARY KEY("campus_id","id"),
	CONSTRAINT "holiday_range_check" CHECK ("holiday"."to_date" is null or "holiday"."to_date" >= "holiday"."date")
);
--> statement-breakpoint
ALTER TABLE "holiday" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid,
	"mobile_actor_type" smallint,
	"feedback" text NOT NULL,
	"is_anonymous" boolean NOT NULL,
	"sentiment" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_feedback_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_feedback" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notification" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "notification" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_level_classified" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"level_classify_group" smallint DEFAULT 4 NOT NULL,
	"study_days" smallint[] DEFAULT '{1,2,3,4,5,6}'::smallint[] NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_level_classified_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_level_classified" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"abbreviation" text,
	"subject_group_id" uuid NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subject_group" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"subject_group_root_id" uuid NOT NULL,
	"level_classified_id" uuid,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_group_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "subject_group" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subject_group_root" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"abbreviation" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_group_root_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "subject_group_root" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subject_group_root_level" (
	"campus_id" uuid NOT NULL,
	"subject_group_root_id" uuid NOT NULL,
	"level_classified_id" uuid NOT NULL,
	CONSTRAINT "subject_group_root_level_pkey" PRIMARY KEY("campus_id","subject_group_root_id","level_classified_id")
);
--> statement-breakpoint
ALTER TABLE "subject_group_root_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_course_level" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_course_level_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_course_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "course_level" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"level_classified_id" uuid NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_level_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "course_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "course_level_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_course_level_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_group_root_id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"is_scoring" boolean DEFAULT true NOT NULL,
	"program_type" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_level_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "course_level_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_group" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_group_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_group" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"class_group_id" uuid,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"academic_time_shift" smallint DEFAULT 0 NOT NULL,
	"academic_time_shift_type" smallint DEFAULT 0 NOT NULL,
	"is_promote_next_year" boolean DEFAULT false NOT NULL,
	"program_type" smallint DEFAULT 0 NOT NULL,
	"previous_academic_class_id" uuid,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subject_standard_score" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"subject_group_root_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"program_type" smallint DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"max_score" numeric(8, 2) NOT NULL,
	"coefficient" numeric(6, 2) NOT NULL,
	"pass_score" numeric(8, 2) NOT NULL,
	"standard_score_type" smallint DEFAULT 0 NOT NULL,
	"standard_score_subject_type" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_standard_score_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "subject_standard_score" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "grade_matrix" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"level_classified_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"mention" text NOT NULL,
	"mention_en" text NOT NULL,
	"min_score" numeric(8, 2) NOT NULL,
	"max_score" numeric(8, 2) NOT NULL,
	"score_type" smallint DEFAULT 0 NOT NULL,
	"grade_type" smallint DEFAULT 0 NOT NULL,
	"is_pass" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_matrix_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "grade_matrix" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exam_type" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"exam_type" smallint NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"semester_type" smallint,
	"month" smallint,
	"exam_date" date,
	"score_entry_end_date" date,
	"is_semester_exam" boolean DEFAULT false NOT NULL,
	"is_average_score" boolean DEFAULT false NOT NULL,
	"condition" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"exam_type_status" smallint DEFAULT 0 NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_type_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "exam_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_session_time" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"level_classified_id" uuid NOT NULL,
	"academic_time_shift" smallint NOT NULL,
	"from_time" time NOT NULL,
	"to_time" time NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_session_time_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_session_time" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_session_time_group" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"level_classified_id" uuid NOT NULL,
	"academic_time_shift" smallint NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_session_time_group_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_session_time_group" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_type" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_type" smallint NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"max_days" integer,
	"is_require_attachment" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_type_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "card" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_type" smallint NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"prefix" text,
	"valid_months" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_semester" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"semester_type" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_semester_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_semester" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "academic_year_setup" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid,
	"from_academic_year_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"current_step" text DEFAULT 'academic-year' NOT NULL,
	"completed_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_by" uuid,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_year_setup_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "academic_year_setup" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "initial_setup_employee" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date,
	"phone" text,
	"email" text,
	"position_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_setup_employee_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "initial_setup_employee" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "initial_setup_import" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"records" jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_setup_import_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "initial_setup_import" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "initial_setup_position" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_setup_position_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "initial_setup_position" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "initial_setup_student" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date,
	"academic_class_id" uuid NOT NULL,
	"guardian_name" text,
	"guardian_phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_setup_student_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "initial_setup_student" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "initial_setup_teaching_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_setup_teaching_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "initial_setup_teaching_class_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"teaching_class_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_setup_teaching_class_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date,
	"place_of_birth" text,
	"nationality" text,
	"mobile_phone" text,
	"email" text,
	"picture_file_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"status_date" date,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_academic_card" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_academic_class_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"card_number" text,
	"issue_date" date,
	"expiry_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_academic_card_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_academic_card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_academic_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"academic_result_status" smallint DEFAULT 0 NOT NULL,
	"promote_next_academic_class_id" uuid,
	"reference_card_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_academic_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_academic_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_address" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"province_id" integer,
	"address" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_address_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_address" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_import" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_id" uuid,
	"academic_year_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"imported_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_import_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_import" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_import_row" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_valid" boolean NOT NULL,
	"student_id" uuid,
	CONSTRAINT "student_import_row_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_import_row" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_misconduct" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"description_en" text,
	"action_taken" text,
	"recorded_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_misconduct_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_misconduct" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "guardian" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"mobile_phone" text,
	"email" text,
	"occupation" text,
	"province_id" integer,
	"address" text,
	"picture_file_id" uuid,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "guardian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "student_guardian" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"relationship_type" smallint NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_guardian_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "student_guardian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date,
	"place_of_birth" text,
	"nationality" text,
	"mobile_phone" text,
	"email" text,
	"position_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"picture_file_id" uuid,
	"hire_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_academic_class" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"academic_class_id" uuid NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"is_reserve" boolean DEFAULT false NOT NULL,
	"academic_time_shift" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_academic_class_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_academic_class" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_academic_class_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_academic_class_id" uuid NOT NULL,
	"course_level_subject_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_academic_class_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_address" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"province_id" integer,
	"address" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_address_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_address" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_card" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"card_number" text,
	"issue_date" date,
	"expiry_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_card_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "occupation" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_index" integer NOT NULL,
	CONSTRAINT "occupation_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pre_applicant" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"reference_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date NOT NULL,
	"mobile_phone" text,
	"email" text,
	"guardian_phone" text NOT NULL,
	"previous_school_name" text,
	"previous_school_type" integer,
	"applied_course_level_id" uuid NOT NULL,
	"province_id" integer,
	"registration_status" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"photo_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_applicant_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_applicant_answer" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pre_applicant_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"occupation_id" integer,
	"free_text" text,
	CONSTRAINT "pre_applicant_answer_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_applicant_exam_seat" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"pre_applicant_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"seat_number" integer NOT NULL,
	CONSTRAINT "pre_applicant_exam_seat_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pre_applicant_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pre_applicant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "pre_applicant_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_configuration" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date NOT NULL,
	"exam_date" date,
	"note" text,
	"note_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_configuration_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_configuration" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_course_level" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	CONSTRAINT "registration_course_level_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_course_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_priority_subject" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_priority_subject_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "registration_question" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"registration_configuration_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_type" smallint NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_question_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "registration_question" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applicant" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"course_level_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date NOT NULL,
	"place_of_birth" text,
	"mobile_phone" text,
	"email" text,
	"guardian_phone" text,
	"province_id" integer,
	"address" text,
	"previous_school_name" text,
	"previous_school_type" integer,
	"note" text,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"student_id" uuid,
	"academic_class_id" uuid,
	"pre_applicant_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "applicant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applicant_guardian" (
	"campus_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" smallint NOT NULL,
	"relationship_type" smallint NOT NULL,
	"mobile_phone" text,
	"email" text,
	"guardian_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_guardian_pkey" PRIMARY KEY("campus_id","id")
);
--> statement-breakpoint
ALTER TABLE "applicant_guardian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_role_fk" FOREIGN KEY ("campus_id","role_id") REFERENCES "public"."role"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_role_fk" FOREIGN KEY ("campus_id","role_id") REFERENCES "public"."role"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_address" ADD CONSTRAINT "user_address_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_address" ADD CONSTRAINT "user_address_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_year" ADD CONSTRAINT "academic_year_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building" ADD CONSTRAINT "building_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_building_fk" FOREIGN KEY ("campus_id","building_id") REFERENCES "public"."building"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_equipment" ADD CONSTRAINT "room_equipment_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_equipment" ADD CONSTRAINT "room_equipment_room_fk" FOREIGN KEY ("campus_id","room_id") REFERENCES "public"."room"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position" ADD CONSTRAINT "position_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday" ADD CONSTRAINT "holiday_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_fk" FOREIGN KEY ("campus_id","user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_level_classified" ADD CONSTRAINT "academic_level_classified_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject" ADD CONSTRAINT "subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject" ADD CONSTRAINT "subject_group_fk" FOREIGN KEY ("campus_id","subject_group_id") REFERENCES "public"."subject_group"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group" ADD CONSTRAINT "subject_group_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group" ADD CONSTRAINT "subject_group_root_fk" FOREIGN KEY ("campus_id","subject_group_root_id") REFERENCES "public"."subject_group_root"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group" ADD CONSTRAINT "subject_group_level_fk" FOREIGN KEY ("campus_id","level_classified_id") REFERENCES "public"."academic_level_classified"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group_root" ADD CONSTRAINT "subject_group_root_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group_root_level" ADD CONSTRAINT "subject_group_root_level_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group_root_level" ADD CONSTRAINT "subject_group_root_level_root_fk" FOREIGN KEY ("campus_id","subject_group_root_id") REFERENCES "public"."subject_group_root"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_group_root_level" ADD CONSTRAINT "subject_group_root_level_level_fk" FOREIGN KEY ("campus_id","level_classified_id") REFERENCES "public"."academic_level_classified"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_course_level" ADD CONSTRAINT "academic_course_level_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_course_level" ADD CONSTRAINT "academic_course_level_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_course_level" ADD CONSTRAINT "academic_course_level_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_level" ADD CONSTRAINT "course_level_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_level" ADD CONSTRAINT "course_level_level_fk" FOREIGN KEY ("campus_id","level_classified_id") REFERENCES "public"."academic_level_classified"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_level_subject" ADD CONSTRAINT "course_level_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_level_subject" ADD CONSTRAINT "course_level_subject_acl_fk" FOREIGN KEY ("campus_id","academic_course_level_id") REFERENCES "public"."academic_course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_level_subject" ADD CONSTRAINT "course_level_subject_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_level_subject" ADD CONSTRAINT "course_level_subject_root_fk" FOREIGN KEY ("campus_id","subject_group_root_id") REFERENCES "public"."subject_group_root"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_group" ADD CONSTRAINT "class_group_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_class" ADD CONSTRAINT "academic_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_class" ADD CONSTRAINT "academic_class_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_class" ADD CONSTRAINT "academic_class_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_class" ADD CONSTRAINT "academic_class_group_fk" FOREIGN KEY ("campus_id","class_group_id") REFERENCES "public"."class_group"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_class" ADD CONSTRAINT "academic_class_previous_fk" FOREIGN KEY ("campus_id","previous_academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_standard_score" ADD CONSTRAINT "subject_standard_score_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_standard_score" ADD CONSTRAINT "subject_standard_score_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_standard_score" ADD CONSTRAINT "subject_standard_score_root_fk" FOREIGN KEY ("campus_id","subject_group_root_id") REFERENCES "public"."subject_group_root"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_standard_score" ADD CONSTRAINT "subject_standard_score_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_standard_score" ADD CONSTRAINT "subject_standard_score_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_matrix" ADD CONSTRAINT "grade_matrix_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_matrix" ADD CONSTRAINT "grade_matrix_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_matrix" ADD CONSTRAINT "grade_matrix_level_fk" FOREIGN KEY ("campus_id","level_classified_id") REFERENCES "public"."academic_level_classified"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_type" ADD CONSTRAINT "exam_type_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_type" ADD CONSTRAINT "exam_type_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_session_time" ADD CONSTRAINT "academic_session_time_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_session_time" ADD CONSTRAINT "academic_session_time_group_fk" FOREIGN KEY ("campus_id","group_id") REFERENCES "public"."academic_session_time_group"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_session_time" ADD CONSTRAINT "academic_session_time_level_fk" FOREIGN KEY ("campus_id","level_classified_id") REFERENCES "public"."academic_level_classified"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_session_time_group" ADD CONSTRAINT "academic_session_time_group_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_session_time_group" ADD CONSTRAINT "academic_session_time_group_level_fk" FOREIGN KEY ("campus_id","level_classified_id") REFERENCES "public"."academic_level_classified"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_type" ADD CONSTRAINT "leave_type_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card" ADD CONSTRAINT "card_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_semester" ADD CONSTRAINT "academic_semester_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_semester" ADD CONSTRAINT "academic_semester_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_year_setup" ADD CONSTRAINT "academic_year_setup_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_year_setup" ADD CONSTRAINT "academic_year_setup_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_year_setup" ADD CONSTRAINT "academic_year_setup_from_year_fk" FOREIGN KEY ("campus_id","from_academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_employee" ADD CONSTRAINT "initial_setup_employee_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_employee" ADD CONSTRAINT "initial_setup_employee_position_fk" FOREIGN KEY ("campus_id","position_id") REFERENCES "public"."initial_setup_position"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_import" ADD CONSTRAINT "initial_setup_import_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_position" ADD CONSTRAINT "initial_setup_position_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_student" ADD CONSTRAINT "initial_setup_student_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_student" ADD CONSTRAINT "initial_setup_student_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class" ADD CONSTRAINT "initial_setup_teaching_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class" ADD CONSTRAINT "initial_setup_teaching_class_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."initial_setup_employee"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class" ADD CONSTRAINT "initial_setup_teaching_class_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class_subject" ADD CONSTRAINT "initial_setup_teaching_class_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class_subject" ADD CONSTRAINT "initial_setup_tcs_teaching_class_fk" FOREIGN KEY ("campus_id","teaching_class_id") REFERENCES "public"."initial_setup_teaching_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_setup_teaching_class_subject" ADD CONSTRAINT "initial_setup_tcs_course_level_subject_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_picture_fk" FOREIGN KEY ("campus_id","picture_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_card" ADD CONSTRAINT "student_academic_card_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_card" ADD CONSTRAINT "student_academic_card_sac_fk" FOREIGN KEY ("campus_id","student_academic_class_id") REFERENCES "public"."student_academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_card" ADD CONSTRAINT "student_academic_card_card_fk" FOREIGN KEY ("campus_id","card_id") REFERENCES "public"."card"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_class" ADD CONSTRAINT "student_academic_class_next_fk" FOREIGN KEY ("campus_id","promote_next_academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_address" ADD CONSTRAINT "student_address_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_address" ADD CONSTRAINT "student_address_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import" ADD CONSTRAINT "student_import_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import" ADD CONSTRAINT "student_import_file_fk" FOREIGN KEY ("campus_id","file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import" ADD CONSTRAINT "student_import_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_row" ADD CONSTRAINT "student_import_row_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_row" ADD CONSTRAINT "student_import_row_import_fk" FOREIGN KEY ("campus_id","student_import_id") REFERENCES "public"."student_import"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_row" ADD CONSTRAINT "student_import_row_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconduct" ADD CONSTRAINT "student_misconduct_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconduct" ADD CONSTRAINT "student_misconduct_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_misconduct" ADD CONSTRAINT "student_misconduct_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian" ADD CONSTRAINT "guardian_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian" ADD CONSTRAINT "guardian_picture_fk" FOREIGN KEY ("campus_id","picture_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardian" ADD CONSTRAINT "student_guardian_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardian" ADD CONSTRAINT "student_guardian_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardian" ADD CONSTRAINT "student_guardian_guardian_fk" FOREIGN KEY ("campus_id","guardian_id") REFERENCES "public"."guardian"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_position_fk" FOREIGN KEY ("campus_id","position_id") REFERENCES "public"."position"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_picture_fk" FOREIGN KEY ("campus_id","picture_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class" ADD CONSTRAINT "employee_academic_class_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ADD CONSTRAINT "employee_academic_class_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ADD CONSTRAINT "employee_academic_class_subject_eac_fk" FOREIGN KEY ("campus_id","employee_academic_class_id") REFERENCES "public"."employee_academic_class"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_academic_class_subject" ADD CONSTRAINT "employee_academic_class_subject_cls_fk" FOREIGN KEY ("campus_id","course_level_subject_id") REFERENCES "public"."course_level_subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_address" ADD CONSTRAINT "employee_address_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_address" ADD CONSTRAINT "employee_address_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_card" ADD CONSTRAINT "employee_card_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_card" ADD CONSTRAINT "employee_card_employee_fk" FOREIGN KEY ("campus_id","employee_id") REFERENCES "public"."employee"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_card" ADD CONSTRAINT "employee_card_card_fk" FOREIGN KEY ("campus_id","card_id") REFERENCES "public"."card"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_course_level_fk" FOREIGN KEY ("campus_id","applied_course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant" ADD CONSTRAINT "pre_applicant_photo_fk" FOREIGN KEY ("campus_id","photo_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ADD CONSTRAINT "pre_applicant_answer_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ADD CONSTRAINT "pre_applicant_answer_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_answer" ADD CONSTRAINT "pre_applicant_answer_question_fk" FOREIGN KEY ("campus_id","question_id") REFERENCES "public"."registration_question"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_exam_seat" ADD CONSTRAINT "pre_applicant_exam_seat_room_fk" FOREIGN KEY ("campus_id","room_id") REFERENCES "public"."room"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ADD CONSTRAINT "pre_applicant_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ADD CONSTRAINT "pre_applicant_subject_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applicant_subject" ADD CONSTRAINT "pre_applicant_subject_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_configuration" ADD CONSTRAINT "registration_configuration_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_configuration" ADD CONSTRAINT "registration_configuration_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_course_level" ADD CONSTRAINT "registration_course_level_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_course_level" ADD CONSTRAINT "registration_course_level_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_course_level" ADD CONSTRAINT "registration_course_level_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ADD CONSTRAINT "registration_priority_subject_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ADD CONSTRAINT "registration_priority_subject_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_priority_subject" ADD CONSTRAINT "registration_priority_subject_subject_fk" FOREIGN KEY ("campus_id","subject_id") REFERENCES "public"."subject"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_question" ADD CONSTRAINT "registration_question_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_question" ADD CONSTRAINT "registration_question_configuration_fk" FOREIGN KEY ("campus_id","registration_configuration_id") REFERENCES "public"."registration_configuration"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_year_fk" FOREIGN KEY ("campus_id","academic_year_id") REFERENCES "public"."academic_year"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_course_level_fk" FOREIGN KEY ("campus_id","course_level_id") REFERENCES "public"."course_level"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_class_fk" FOREIGN KEY ("campus_id","academic_class_id") REFERENCES "public"."academic_class"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_student_fk" FOREIGN KEY ("campus_id","student_id") REFERENCES "public"."student"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_pre_applicant_fk" FOREIGN KEY ("campus_id","pre_applicant_id") REFERENCES "public"."pre_applicant"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_guardian" ADD CONSTRAINT "applicant_guardian_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_guardian" ADD CONSTRAINT "applicant_guardian_applicant_fk" FOREIGN KEY ("campus_id","applicant_id") REFERENCES "public"."applicant"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_guardian" ADD CONSTRAINT "applicant_guardian_guardian_fk" FOREIGN KEY ("campus_id","guardian_id") REFERENCES "public"."guardian"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_account_file" ADD CONSTRAINT "generated_account_file_campus_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_account_file" ADD CONSTRAINT "generated_account_file_file_fk" FOREIGN KEY ("campus_id","stored_file_id") REFERENCES "public"."stored_file"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_account_file" ADD CONSTRAINT "generated_account_file_user_fk" FOREIGN KEY ("campus_id","created_by_user_id") REFERENCES "public"."app_user"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campus_code_key" ON "campus" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_key" ON "app_user" USING btree ("campus_id",lower("username"));--> statement-breakpoint
CREATE INDEX "app_user_actor_idx" ON "app_user" USING btree ("campus_id","actor_type","actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_actor_key" ON "app_user" USING btree ("campus_id","actor_type","actor_id") WHERE "app_user"."actor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_session_token_key" ON "auth_session" USING btree ("campus_id","token_hash");--> statement-breakpoint
CREATE INDEX "auth_session_family_idx" ON "auth_session" USING btree ("campus_id","family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_code_key" ON "role" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "user_address_user_idx" ON "user_address" USING btree ("campus_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_year_from_to_key" ON "academic_year" USING btree ("campus_id","from_year","to_year");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_year_current_key" ON "academic_year" USING btree ("campus_id") WHERE "academic_year"."is_current";--> statement-breakpoint
CREATE INDEX "academic_year_start_idx" ON "academic_year" USING btree ("campus_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "building_code_key" ON "building" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "room_code_key" ON "room" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "room_building_idx" ON "room" USING btree ("campus_id","building_id");--> statement-breakpoint
CREATE INDEX "room_equipment_room_idx" ON "room_equipment" USING btree ("campus_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_description_key" ON "position" USING btree ("campus_id",lower("description"));--> statement-breakpoint
CREATE UNIQUE INDEX "position_description_en_key" ON "position" USING btree ("campus_id",lower("description_en"));--> statement-breakpoint
CREATE INDEX "holiday_date_idx" ON "holiday" USING btree ("campus_id","date");--> statement-breakpoint
CREATE INDEX "user_feedback_created_idx" ON "user_feedback" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("campus_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_level_classified_code_key" ON "academic_level_classified" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "subject_code_key" ON "subject" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "subject_group_idx" ON "subject" USING btree ("campus_id","subject_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_group_code_key" ON "subject_group" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "subject_group_root_idx" ON "subject_group" USING btree ("campus_id","subject_group_root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_group_root_code_key" ON "subject_group_root" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "academic_course_level_key" ON "academic_course_level" USING btree ("campus_id","academic_year_id","course_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_level_code_key" ON "course_level" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "course_level_subject_key" ON "course_level_subject" USING btree ("campus_id","academic_course_level_id","subject_id","program_type");--> statement-breakpoint
CREATE INDEX "course_level_subject_subject_idx" ON "course_level_subject" USING btree ("campus_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_group_code_key" ON "class_group" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "academic_class_code_key" ON "academic_class" USING btree ("campus_id","academic_year_id",upper("code"));--> statement-breakpoint
CREATE INDEX "academic_class_year_idx" ON "academic_class" USING btree ("campus_id","academic_year_id","course_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_standard_score_key" ON "subject_standard_score" USING btree ("campus_id","academic_year_id","course_level_id","program_type","subject_id");--> statement-breakpoint
CREATE INDEX "subject_standard_score_filter_idx" ON "subject_standard_score" USING btree ("campus_id","academic_year_id","subject_group_root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grade_matrix_grade_key" ON "grade_matrix" USING btree ("campus_id","academic_year_id","level_classified_id","grade_type","score_type",upper("grade"));--> statement-breakpoint
CREATE UNIQUE INDEX "exam_type_description_key" ON "exam_type" USING btree ("campus_id","academic_year_id",lower("description_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "exam_type_current_key" ON "exam_type" USING btree ("campus_id","academic_year_id") WHERE "exam_type"."is_current";--> statement-breakpoint
CREATE INDEX "academic_session_time_group_idx" ON "academic_session_time" USING btree ("campus_id","group_id","from_time");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_session_time_group_key" ON "academic_session_time_group" USING btree ("campus_id","level_classified_id","academic_time_shift");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_type_description_key" ON "leave_type" USING btree ("campus_id","actor_type",lower("description_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "card_description_key" ON "card" USING btree ("campus_id","actor_type",lower("description_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "card_default_key" ON "card" USING btree ("campus_id","actor_type") WHERE "card"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "academic_semester_key" ON "academic_semester" USING btree ("campus_id","academic_year_id","semester_type");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_year_setup_running_key" ON "academic_year_setup" USING btree ("campus_id") WHERE "academic_year_setup"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_employee_code_key" ON "initial_setup_employee" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_import_campus_key" ON "initial_setup_import" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_position_key" ON "initial_setup_position" USING btree ("campus_id",lower("description_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_student_code_key" ON "initial_setup_student" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "initial_setup_student_class_idx" ON "initial_setup_student" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_teaching_class_key" ON "initial_setup_teaching_class" USING btree ("campus_id","employee_id","academic_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_teaching_class_main_key" ON "initial_setup_teaching_class" USING btree ("campus_id","academic_class_id") WHERE "initial_setup_teaching_class"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "initial_setup_teaching_class_subject_key" ON "initial_setup_teaching_class_subject" USING btree ("campus_id","teaching_class_id","course_level_subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_code_key" ON "student" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "student_name_en_idx" ON "student" USING btree ("campus_id","last_name_en","first_name_en");--> statement-breakpoint
CREATE INDEX "student_birth_idx" ON "student" USING btree ("campus_id","date_of_birth");--> statement-breakpoint
CREATE UNIQUE INDEX "student_academic_card_key" ON "student_academic_card" USING btree ("campus_id","student_academic_class_id","card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_academic_class_year_key" ON "student_academic_class" USING btree ("campus_id","student_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "student_academic_class_class_idx" ON "student_academic_class" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "student_academic_class_by_year_idx" ON "student_academic_class" USING btree ("campus_id","academic_year_id","status");--> statement-breakpoint
CREATE INDEX "student_address_student_idx" ON "student_address" USING btree ("campus_id","student_id");--> statement-breakpoint
CREATE INDEX "student_import_created_idx" ON "student_import" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_import_row_key" ON "student_import_row" USING btree ("campus_id","student_import_id","row_number");--> statement-breakpoint
CREATE INDEX "student_misconduct_student_idx" ON "student_misconduct" USING btree ("campus_id","student_id","date");--> statement-breakpoint
CREATE INDEX "guardian_name_en_idx" ON "guardian" USING btree ("campus_id","last_name_en","first_name_en");--> statement-breakpoint
CREATE INDEX "guardian_phone_idx" ON "guardian" USING btree ("campus_id","mobile_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardian_key" ON "student_guardian" USING btree ("campus_id","student_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardian_primary_key" ON "student_guardian" USING btree ("campus_id","student_id") WHERE "student_guardian"."is_primary";--> statement-breakpoint
CREATE INDEX "student_guardian_guardian_idx" ON "student_guardian" USING btree ("campus_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_code_key" ON "employee" USING btree ("campus_id",upper("code"));--> statement-breakpoint
CREATE INDEX "employee_status_idx" ON "employee" USING btree ("campus_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_academic_class_key" ON "employee_academic_class" USING btree ("campus_id","employee_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "employee_academic_class_class_idx" ON "employee_academic_class" USING btree ("campus_id","academic_class_id");--> statement-breakpoint
CREATE INDEX "employee_academic_class_year_idx" ON "employee_academic_class" USING btree ("campus_id","academic_year_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_academic_class_subject_key" ON "employee_academic_class_subject" USING btree ("campus_id","employee_academic_class_id","course_level_subject_id");--> statement-breakpoint
CREATE INDEX "employee_academic_class_subject_cls_idx" ON "employee_academic_class_subject" USING btree ("campus_id","course_level_subject_id");--> statement-breakpoint
CREATE INDEX "employee_address_employee_idx" ON "employee_address" USING btree ("campus_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_card_employee_idx" ON "employee_card" USING btree ("campus_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_reference_key" ON "pre_applicant" USING btree ("campus_id",upper("reference_code"));--> statement-breakpoint
CREATE INDEX "pre_applicant_configuration_idx" ON "pre_applicant" USING btree ("campus_id","registration_configuration_id","registration_status");--> statement-breakpoint
CREATE INDEX "pre_applicant_year_idx" ON "pre_applicant" USING btree ("campus_id","academic_year_id","applied_course_level_id");--> statement-breakpoint
CREATE INDEX "pre_applicant_birth_idx" ON "pre_applicant" USING btree ("campus_id","date_of_birth");--> statement-breakpoint
CREATE INDEX "pre_applicant_guardian_phone_idx" ON "pre_applicant" USING btree ("campus_id","guardian_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_answer_key" ON "pre_applicant_answer" USING btree ("campus_id","pre_applicant_id","question_id");--> statement-breakpoint
CREATE INDEX "pre_applicant_answer_question_idx" ON "pre_applicant_answer" USING btree ("campus_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_exam_seat_key" ON "pre_applicant_exam_seat" USING btree ("campus_id","pre_applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_exam_seat_room_key" ON "pre_applicant_exam_seat" USING btree ("campus_id","registration_configuration_id","room_id","seat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applicant_subject_key" ON "pre_applicant_subject" USING btree ("campus_id","pre_applicant_id","subject_id");--> statement-breakpoint
CREATE INDEX "registration_configuration_dates_idx" ON "registration_configuration" USING btree ("campus_id","open_date","close_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_course_level_key" ON "registration_course_level" USING btree ("campus_id","registration_configuration_id","course_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_priority_subject_key" ON "registration_priority_subject" USING btree ("campus_id","registration_configuration_id","subject_id");--> statement-breakpoint
CREATE INDEX "registration_question_configuration_idx" ON "registration_question" USING btree ("campus_id","registration_configuration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_pre_applicant_key" ON "applicant" USING btree ("campus_id","pre_applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_year_idx" ON "applicant" USING btree ("campus_id","academic_year_id","course_level_id","status");--> statement-breakpoint
CREATE INDEX "applicant_guardian_applicant_idx" ON "applicant_guardian" USING btree ("campus_id","applicant_id");--> statement-breakpoint
CREATE INDEX "generated_account_file_expiry_idx" ON "generated_account_file" USING btree ("campus_id","expires_at");--> statement-breakpoint
CREATE POLICY "campus_tenant_isolation" ON "campus" AS PERMISSIVE FOR ALL TO public USING (id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "app_user_tenant_isolation" ON "app_user" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "auth_session_tenant_isolation" ON "auth_session" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "role_tenant_isolation" ON "role" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "role_permission_tenant_isolation" ON "role_permission" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_address_tenant_isolation" ON "user_address" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_year_tenant_isolation" ON "academic_year" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stored_file_tenant_isolation" ON "stored_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "building_tenant_isolation" ON "building" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "room_tenant_isolation" ON "room" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "room_equipment_tenant_isolation" ON "room_equipment" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "position_tenant_isolation" ON "position" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "holiday_tenant_isolation" ON "holiday" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_feedback_tenant_isolation" ON "user_feedback" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notification_tenant_isolation" ON "notification" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_level_classified_tenant_isolation" ON "academic_level_classified" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subject_tenant_isolation" ON "subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subject_group_tenant_isolation" ON "subject_group" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subject_group_root_tenant_isolation" ON "subject_group_root" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subject_group_root_level_tenant_isolation" ON "subject_group_root_level" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_course_level_tenant_isolation" ON "academic_course_level" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "course_level_tenant_isolation" ON "course_level" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "course_level_subject_tenant_isolation" ON "course_level_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "class_group_tenant_isolation" ON "class_group" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_class_tenant_isolation" ON "academic_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subject_standard_score_tenant_isolation" ON "subject_standard_score" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "grade_matrix_tenant_isolation" ON "grade_matrix" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "exam_type_tenant_isolation" ON "exam_type" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_session_time_tenant_isolation" ON "academic_session_time" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_session_time_group_tenant_isolation" ON "academic_session_time_group" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_type_tenant_isolation" ON "leave_type" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "card_tenant_isolation" ON "card" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_semester_tenant_isolation" ON "academic_semester" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "academic_year_setup_tenant_isolation" ON "academic_year_setup" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "initial_setup_employee_tenant_isolation" ON "initial_setup_employee" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "initial_setup_import_tenant_isolation" ON "initial_setup_import" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "initial_setup_position_tenant_isolation" ON "initial_setup_position" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "initial_setup_student_tenant_isolation" ON "initial_setup_student" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "initial_setup_teaching_class_tenant_isolation" ON "initial_setup_teaching_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "initial_setup_teaching_class_subject_tenant_isolation" ON "initial_setup_teaching_class_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_tenant_isolation" ON "student" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_academic_card_tenant_isolation" ON "student_academic_card" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_academic_class_tenant_isolation" ON "student_academic_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_address_tenant_isolation" ON "student_address" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_import_tenant_isolation" ON "student_import" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_import_row_tenant_isolation" ON "student_import_row" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_misconduct_tenant_isolation" ON "student_misconduct" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "guardian_tenant_isolation" ON "guardian" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "student_guardian_tenant_isolation" ON "student_guardian" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_tenant_isolation" ON "employee" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_academic_class_tenant_isolation" ON "employee_academic_class" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_academic_class_subject_tenant_isolation" ON "employee_academic_class_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_address_tenant_isolation" ON "employee_address" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employee_card_tenant_isolation" ON "employee_card" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_tenant_isolation" ON "pre_applicant" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_answer_tenant_isolation" ON "pre_applicant_answer" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_exam_seat_tenant_isolation" ON "pre_applicant_exam_seat" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pre_applicant_subject_tenant_isolation" ON "pre_applicant_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_configuration_tenant_isolation" ON "registration_configuration" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_course_level_tenant_isolation" ON "registration_course_level" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_priority_subject_tenant_isolation" ON "registration_priority_subject" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "registration_question_tenant_isolation" ON "registration_question" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "applicant_tenant_isolation" ON "applicant" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "applicant_guardian_tenant_isolation" ON "applicant_guardian" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "generated_account_file_tenant_isolation" ON "generated_account_file" AS PERMISSIVE FOR ALL TO public USING (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid) WITH CHECK (campus_id = nullif(current_setting('app.campus_id', true), '')::uuid);
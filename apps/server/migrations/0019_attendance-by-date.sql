ALTER TABLE "student_attendance" ADD COLUMN "clock_in" time;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD COLUMN "clock_out" time;

ALTER TABLE "score" ADD COLUMN "source_homework_id" uuid;--> statement-breakpoint
ALTER TABLE "homework_file" ADD COLUMN "comment_id" uuid;--> statement-breakpoint
ALTER TABLE "score" ADD CONSTRAINT "score_source_homework_fk" FOREIGN KEY ("campus_id","source_homework_id") REFERENCES "public"."homework"("campus_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_file" ADD CONSTRAINT "homework_file_comment_fk" FOREIGN KEY ("campus_id","comment_id") REFERENCES "public"."homework_comment"("campus_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_source_homework_idx" ON "score" USING btree ("campus_id","source_homework_id");
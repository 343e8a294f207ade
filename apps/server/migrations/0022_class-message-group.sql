ALTER TABLE "message" ADD COLUMN "class_message_id" uuid;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "academic_class_id" uuid;--> statement-breakpoint
CREATE INDEX "message_class_message_idx" ON "message" USING btree ("campus_id","class_message_id") WHERE "message"."class_message_id" is not null;
CREATE TABLE "pending_photo_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "pending_photo_objects_created_idx" ON "pending_photo_objects" USING btree ("created_at");
CREATE TABLE "proof_keys" (
	"user_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"target" text NOT NULL,
	"photo_id" uuid,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proof_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "proof_keys" ADD CONSTRAINT "proof_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_keys" ADD CONSTRAINT "proof_keys_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_keys_created_idx" ON "proof_keys" USING btree ("created_at");
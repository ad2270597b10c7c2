ALTER TYPE "public"."notification_type" ADD VALUE 'GIFT';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'FREEZE_EARNED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'FREEZE_USED';--> statement-breakpoint
CREATE TABLE "freeze_gifts" (
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freeze_gifts_from_user_id_to_user_id_week_start_pk" PRIMARY KEY("from_user_id","to_user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "streak_freeze_earnings" (
	"user_id" uuid NOT NULL,
	"run_start" date NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_freeze_earnings_user_id_run_start_length_pk" PRIMARY KEY("user_id","run_start","length")
);
--> statement-breakpoint
CREATE TABLE "streak_freezes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"held" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "streak_freezes_held_range" CHECK ("streak_freezes"."held" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "streak_protected_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "streak_protected_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "freeze_gifts" ADD CONSTRAINT "freeze_gifts_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_gifts" ADD CONSTRAINT "freeze_gifts_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_freeze_earnings" ADD CONSTRAINT "streak_freeze_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_freezes" ADD CONSTRAINT "streak_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_protected_days" ADD CONSTRAINT "streak_protected_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freeze_gifts_to_idx" ON "freeze_gifts" USING btree ("to_user_id");
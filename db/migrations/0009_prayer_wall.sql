CREATE TABLE "group_prayers" (
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"local_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_prayers_channel_target_local_date_user_id_pk" PRIMARY KEY("channel","target","local_date","user_id")
);
--> statement-breakpoint
CREATE TABLE "intercessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intercessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_prayer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "is_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "answered_note" text;--> statement-breakpoint
ALTER TABLE "group_prayers" ADD CONSTRAINT "group_prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intercessions" ADD CONSTRAINT "intercessions_user_prayer_id_user_prayers_id_fk" FOREIGN KEY ("user_prayer_id") REFERENCES "public"."user_prayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intercessions" ADD CONSTRAINT "intercessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_prayers_user_idx" ON "group_prayers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intercessions_request_user_day_uq" ON "intercessions" USING btree ("user_prayer_id","user_id","local_date");--> statement-breakpoint
CREATE INDEX "intercessions_user_idx" ON "intercessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_prayers_wall_idx" ON "user_prayers" USING btree ("created_at","id") WHERE is_public and answered_at is null;--> statement-breakpoint
CREATE INDEX "user_prayers_answered_idx" ON "user_prayers" USING btree ("answered_at","id") WHERE is_public and answered_at is not null;
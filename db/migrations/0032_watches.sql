CREATE TABLE "watch_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"watch_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"prayed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"watch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"claim_id" integer,
	"user_id" integer,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"external_id" text,
	"sent_at" timestamp with time zone,
	"gone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"circle_id" integer,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"request_id" integer,
	"created_by" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"hours" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"per_slot" integer NOT NULL,
	"time_zone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"post_channel" text,
	"post_target" text,
	"post_message_id" text,
	"post_dirty_at" timestamp with time zone,
	"post_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_hours_ck" CHECK (hours between 1 and 168),
	CONSTRAINT "watches_slot_minutes_ck" CHECK (slot_minutes in (15, 30, 60)),
	CONSTRAINT "watches_per_slot_ck" CHECK (per_slot between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "watch_lead_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_claims" ADD CONSTRAINT "watch_claims_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_claims" ADD CONSTRAINT "watch_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sends" ADD CONSTRAINT "watch_sends_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sends" ADD CONSTRAINT "watch_sends_claim_id_watch_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."watch_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sends" ADD CONSTRAINT "watch_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_request_id_user_prayers_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_prayers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_claims_held_uq" ON "watch_claims" USING btree ("watch_id","slot","user_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "watch_claims_user_idx" ON "watch_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_sends_uq" ON "watch_sends" USING btree ("watch_id","kind","key","channel","target");--> statement-breakpoint
CREATE INDEX "watch_sends_due_idx" ON "watch_sends" USING btree ("next_attempt_at") WHERE status in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "watch_sends_user_idx" ON "watch_sends" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_code_uq" ON "watches" USING btree ("code");--> statement-breakpoint
CREATE INDEX "watches_circle_idx" ON "watches" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "watches_live_idx" ON "watches" USING btree ("starts_at") WHERE ended_at is null;
CREATE TABLE "plan_day_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_day_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"day" integer NOT NULL,
	"user_id" integer,
	"chat_member" text,
	"channel" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_day_completions_member_ck" CHECK ("plan_day_completions"."user_id" is not null or "plan_day_completions"."chat_member" is not null)
);
--> statement-breakpoint
CREATE TABLE "plan_days" (
	"plan_id" text NOT NULL,
	"day" integer NOT NULL,
	"title" text NOT NULL,
	"passages" text[] NOT NULL,
	"reflection" text,
	"prayer" text,
	"question" text,
	CONSTRAINT "plan_days_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "plan_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" text NOT NULL,
	"user_id" integer,
	"group_channel" text,
	"group_target" text,
	"start_date" date NOT NULL,
	"paused_on" date,
	"paused_days" integer DEFAULT 0 NOT NULL,
	"left_at" timestamp with time zone,
	"left_reason" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_runs_owner_ck" CHECK (("plan_runs"."user_id" is not null and "plan_runs"."group_channel" is null and "plan_runs"."group_target" is null) or ("plan_runs"."user_id" is null and "plan_runs"."group_channel" is not null and "plan_runs"."group_target" is not null))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"length" integer NOT NULL,
	"kind" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"season" text,
	"status" text DEFAULT 'published' NOT NULL,
	"available_from" date,
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_day_completions" ADD CONSTRAINT "plan_day_completions_run_id_plan_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."plan_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_day_completions" ADD CONSTRAINT "plan_day_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_days" ADD CONSTRAINT "plan_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD CONSTRAINT "plan_runs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD CONSTRAINT "plan_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_day_completions_member_uq" ON "plan_day_completions" USING btree ("run_id","day",coalesce("user_id"::text, "chat_member"));--> statement-breakpoint
CREATE INDEX "plan_day_completions_user_idx" ON "plan_day_completions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_runs_user_open_uq" ON "plan_runs" USING btree ("user_id","plan_id") WHERE "plan_runs"."user_id" is not null and "plan_runs"."left_at" is null and "plan_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "plan_runs_user_idx" ON "plan_runs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plan_runs_plan_idx" ON "plan_runs" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_runs_group_idx" ON "plan_runs" USING btree ("group_channel","group_target");--> statement-breakpoint
CREATE INDEX "plans_language_status_idx" ON "plans" USING btree ("language","status");
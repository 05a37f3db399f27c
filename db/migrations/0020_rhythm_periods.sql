CREATE TABLE "rhythm_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rhythm_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"weekday" smallint,
	"rest_reminders" text,
	"from_date" date NOT NULL,
	"until_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rhythm_periods_weekday_ck" CHECK ((kind = 'rest') = (weekday is not null and weekday between 0 and 6)),
	CONSTRAINT "rhythm_periods_span_ck" CHECK (until_date is null or until_date >= from_date)
);
--> statement-breakpoint
ALTER TABLE "rhythm_periods" ADD CONSTRAINT "rhythm_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rhythm_periods_user_idx" ON "rhythm_periods" USING btree ("user_id","kind","from_date");
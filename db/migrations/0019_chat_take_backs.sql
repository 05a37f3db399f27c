CREATE TABLE "chat_take_backs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_take_backs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer,
	"channel" text NOT NULL,
	"chat_id" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_take_backs" ADD CONSTRAINT "chat_take_backs_request_id_user_prayers_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_prayers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_take_backs_uq" ON "chat_take_backs" USING btree ("channel","chat_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_take_backs_request_idx" ON "chat_take_backs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "chat_take_backs_pending_idx" ON "chat_take_backs" USING btree ("next_attempt_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "chat_take_backs_orphan_idx" ON "chat_take_backs" USING btree ("next_attempt_at","id") WHERE status = 'live' and request_id is null;
CREATE TABLE "chat_copies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
ALTER TABLE "chat_copies" ADD CONSTRAINT "chat_copies_request_id_user_prayers_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_prayers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_copies_uq" ON "chat_copies" USING btree ("channel","chat_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_copies_request_idx" ON "chat_copies" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "chat_copies_pending_idx" ON "chat_copies" USING btree ("next_attempt_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "chat_copies_orphan_idx" ON "chat_copies" USING btree ("next_attempt_at","id") WHERE status = 'live' and request_id is null;
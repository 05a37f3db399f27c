ALTER TABLE "reflections" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "text_size" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reflections_user_client_id_uq" ON "reflections" USING btree ("user_id","client_id");
ALTER TABLE "completions" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "prayed_on" date;
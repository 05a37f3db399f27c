CREATE TABLE "leader_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_budget_slots" (
	"budget" text NOT NULL,
	"slot" integer NOT NULL,
	"free_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_by" text,
	"held_until" timestamp with time zone,
	CONSTRAINT "send_budget_slots_budget_slot_pk" PRIMARY KEY("budget","slot")
);

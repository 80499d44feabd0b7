CREATE TABLE "help_center_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_ar" text NOT NULL,
	"answer_ar" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_center_articles_seed_key" UNIQUE("organization_id","seed_key"),
	CONSTRAINT "help_center_articles_category" CHECK ("help_center_articles"."category" in ('getting-started', 'account', 'courses', 'certificates', 'support'))
);
--> statement-breakpoint
CREATE TABLE "support_contact_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_user_id" integer,
	"from_staff" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"requester_user_id" integer,
	"requester_name" text,
	"requester_email" text,
	"subject" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"source" text NOT NULL,
	"access_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "support_tickets_status" CHECK ("support_tickets"."status" in ('received', 'pending', 'resolved')),
	CONSTRAINT "support_tickets_source" CHECK ("support_tickets"."source" in ('member', 'contact-us', 'chat')),
	CONSTRAINT "support_tickets_requester" CHECK ("support_tickets"."requester_user_id" is not null or ("support_tickets"."requester_name" is not null and "support_tickets"."requester_email" is not null))
);
--> statement-breakpoint
ALTER TABLE "help_center_articles" ADD CONSTRAINT "help_center_articles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_fk" FOREIGN KEY ("organization_id","ticket_id") REFERENCES "public"."support_tickets"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_requester_fk" FOREIGN KEY ("organization_id","requester_user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_articles_org_order" ON "help_center_articles" USING btree ("organization_id","category","position");--> statement-breakpoint
CREATE INDEX "support_contact_attempts_bucket_time" ON "support_contact_attempts" USING btree ("organization_id","bucket","attempted_at");--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket" ON "support_ticket_messages" USING btree ("organization_id","ticket_id","id");--> statement-breakpoint
CREATE INDEX "support_tickets_org_requester" ON "support_tickets" USING btree ("organization_id","requester_user_id","id");--> statement-breakpoint
-- Row-level security for the new tenant tables (as in 0003_row_level_security.sql).
ALTER TABLE "support_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "support_tickets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "support_tickets" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "support_ticket_messages" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "help_center_articles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "help_center_articles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "help_center_articles" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "support_contact_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "support_contact_attempts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "support_contact_attempts" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

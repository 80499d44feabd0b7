CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" integer,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deliver_at" timestamp with time zone,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"control_group_id" integer NOT NULL,
	"is_disabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_control_group_id_pk" PRIMARY KEY("user_id","control_group_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"img_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "notifications_event_user" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_user_token" UNIQUE("user_id","token")
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"session_family_id" uuid NOT NULL,
	"ticket_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "stream_tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "session_families" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "session_families" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_session_family_id_session_families_id_fk" FOREIGN KEY ("session_family_id") REFERENCES "public"."session_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_pending" ON "domain_events" USING btree ("id") WHERE "domain_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_actor" ON "domain_events" USING btree ("organization_id","actor_user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_list" ON "notifications" USING btree ("organization_id","user_id","id") WHERE "notifications"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("organization_id","user_id") WHERE "notifications"."hidden_at" is null and "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "stream_tickets_expiry" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Row-level security for the new tenant tables (as in 0003_row_level_security.sql).
ALTER TABLE "domain_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "domain_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "domain_events" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notifications" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "notification_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notification_settings" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "stream_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stream_tickets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stream_tickets" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "push_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "push_tokens" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "push_tokens" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

CREATE TABLE "social_feed_preferences" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"home_includes_public_groups" boolean DEFAULT false NOT NULL,
	"muted_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_feed_preferences_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "social_feed_preferences_muted" CHECK (cardinality("social_feed_preferences"."muted_group_ids") <= 200)
);
--> statement-breakpoint
ALTER TABLE "social_feed_preferences" ADD CONSTRAINT "social_feed_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_feed_preferences" ADD CONSTRAINT "social_feed_preferences_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_posts_group_newest" ON "social_posts" USING btree ("group_id","created_at","id");--> statement-breakpoint
ALTER TABLE "social_feed_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_feed_preferences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_feed_preferences" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

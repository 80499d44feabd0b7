-- Row-level security as the backstop of tenancy (docs/decisions/0008-row-level-security.md).
-- Requests run as halaqa_app with app.organization_id of their tenant; code that
-- must see every organization sets app.bypass_rls instead (core/db/client.ts).
-- FORCE: the owner of the tables is held to the policies too (superusers are not).
DO $$
BEGIN
	CREATE ROLE "halaqa_app" NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
EXCEPTION
	-- Roles belong to the whole server: another database on it, or a concurrent migration, made it first.
	WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;--> statement-breakpoint
-- SET ROLE needs membership unless the migrating user is a superuser.
DO $$
BEGIN
	IF NOT pg_has_role(current_user, 'halaqa_app', 'MEMBER') THEN
		EXECUTE format('GRANT "halaqa_app" TO %I', current_user);
	END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA "public" TO "halaqa_app";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "public" TO "halaqa_app";--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "public" TO "halaqa_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "halaqa_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "halaqa_app";--> statement-breakpoint
-- Inlined by the planner (plain SQL, STABLE): an unset or empty setting is no organization, so no rows.
CREATE FUNCTION "app_organization_id"() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
	AS $$ SELECT nullif(current_setting('app.organization_id', true), '')::integer $$;--> statement-breakpoint
CREATE FUNCTION "app_bypasses_rls"() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
	AS $$ SELECT coalesce(current_setting('app.bypass_rls', true) = 'on', false) $$;--> statement-breakpoint
ALTER TABLE "assessment_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessment_options" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assessment_options" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "assessment_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessment_questions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assessment_questions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "assessments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assessments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_enrollees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_enrollees" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_enrollees" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_reviews" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_reviews" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_target_organizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_target_organizations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_target_organizations" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_wishlist" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_wishlist" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_wishlist" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "learning_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "learning_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "learning_categories" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "learning_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "learning_types" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "learning_types" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "media" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "media" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "one_time_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "one_time_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "one_time_codes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_announcement_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_announcement_dismissals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_announcement_dismissals" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_announcement_translations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_announcement_translations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_announcement_translations" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_announcements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_announcements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_announcements" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_colors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_colors" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_colors" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_configs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_configs" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_fonts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_fonts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_fonts" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_remotes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_remotes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_remotes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_terms" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_terms" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "outbox_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox_messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "outbox_messages" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "permission_sets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "permission_sets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "permission_sets" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "phone_verifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "phone_verifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "phone_verifications" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "registration_field_modifiers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "registration_field_modifiers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "registration_field_modifiers" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "registration_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "registration_fields" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "registration_fields" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "session_families" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "session_families" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "session_families" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "specialization_enrollees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "specialization_enrollees" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "specialization_enrollees" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "specializations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "specializations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "specializations" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "user_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_answers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_answers" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "user_assessments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_assessments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_assessments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "user_interested_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_interested_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_interested_categories" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_approval_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_approval_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_approval_requests" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "user_extra_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_extra_fields" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_extra_fields" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
-- A course belongs to one organization and is offered, through its target rows, in others. Its rows are open
-- to read: under any row filter the planner may not use the full-text index of the catalogue search (the match
-- operator is not leakproof), and the search would read every course. What a tenant lists stays confined by
-- its own target rows, which the policy above filters. Writes are confined: the owner inserts and deletes,
-- and an organization the course is offered in may update it (enrolling raises its counter).
ALTER TABLE "courses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "courses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "course_read" ON "courses" FOR SELECT USING (true);--> statement-breakpoint
CREATE POLICY "course_insert" ON "courses" FOR INSERT WITH CHECK ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
CREATE POLICY "course_delete" ON "courses" FOR DELETE USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
CREATE POLICY "course_update" ON "courses" FOR UPDATE USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"() OR EXISTS (
	SELECT 1 FROM "course_target_organizations" "target"
	WHERE "target"."course_id" = "courses"."id" AND "target"."organization_id" = "app_organization_id"()
));

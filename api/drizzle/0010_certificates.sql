CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'ARABIC' NOT NULL,
	"icon_media_id" integer,
	"primary_color" text DEFAULT '#ffffff' NOT NULL,
	"secondary_color" text DEFAULT '#ffffff' NOT NULL,
	"font_family" text DEFAULT 'Cairo' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_templates_language" CHECK ("certificate_templates"."language" in ('ARABIC', 'ENGLISH')),
	CONSTRAINT "certificate_templates_colors" CHECK ("certificate_templates"."primary_color" ~ '^#[0-9a-fA-F]{6}$' and "certificate_templates"."secondary_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "course_passing_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"passing_grade_percentage" double precision DEFAULT 0.5 NOT NULL,
	"mandatory_attendance_percentage" double precision DEFAULT 1 NOT NULL,
	"is_organization_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_passing_criteria_range" CHECK ("course_passing_criteria"."passing_grade_percentage" between 0 and 1 and "course_passing_criteria"."mandatory_attendance_percentage" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"verification_code" text NOT NULL,
	"template_id" integer,
	"language" text DEFAULT 'ARABIC' NOT NULL,
	"holder_name" text NOT NULL,
	"course_name" text NOT NULL,
	"organization_name" text NOT NULL,
	"issued_by" text DEFAULT 'AUTOMATIC' NOT NULL,
	"issued_by_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "certificates_course_user" UNIQUE("course_id","user_id"),
	CONSTRAINT "certificates_verification_code" UNIQUE("verification_code"),
	CONSTRAINT "certificates_language" CHECK ("certificates"."language" in ('ARABIC', 'ENGLISH')),
	CONSTRAINT "certificates_issued_by" CHECK ("certificates"."issued_by" in ('AUTOMATIC', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_icon_media_id_media_id_fk" FOREIGN KEY ("icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_passing_criteria" ADD CONSTRAINT "course_passing_criteria_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_templates_one_default" ON "certificate_templates" USING btree ("organization_id") WHERE "certificate_templates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "course_passing_criteria_one_default" ON "course_passing_criteria" USING btree ("organization_id") WHERE "course_passing_criteria"."is_organization_default";--> statement-breakpoint
CREATE INDEX "certificates_member" ON "certificates" USING btree ("organization_id","user_id","issued_at");--> statement-breakpoint
ALTER TABLE "certificate_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificate_templates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "certificate_templates" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_passing_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_passing_criteria" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_passing_criteria" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "certificates" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

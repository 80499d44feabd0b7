CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"is_group_assignment" boolean DEFAULT false NOT NULL,
	"available_from" timestamp with time zone,
	"available_to" timestamp with time zone,
	"due_date" timestamp with time zone,
	"submission_types" text[] DEFAULT '{TEXT}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_subsection_id_unique" UNIQUE("subsection_id"),
	CONSTRAINT "assignments_window" CHECK ("assignments"."available_from" is null or "assignments"."available_to" is null or "assignments"."available_from" < "assignments"."available_to"),
	CONSTRAINT "assignments_due" CHECK ("assignments"."due_date" is null or "assignments"."available_to" is null or "assignments"."due_date" <= "assignments"."available_to"),
	CONSTRAINT "assignments_types" CHECK (cardinality("assignments"."submission_types") > 0 and "assignments"."submission_types" <@ array['TEXT', 'FILE', 'LINK']::text[])
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"group_id" integer,
	"attempt" integer NOT NULL,
	"body" text,
	"link" text,
	"client_key" text,
	"is_late" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"grade" double precision,
	"grade_comment" text,
	"grade_media_id" integer,
	"graded_by_id" integer,
	"graded_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_client_key" UNIQUE("assignment_id","student_id","client_key"),
	CONSTRAINT "submissions_status" CHECK ("submissions"."status" in ('SUBMITTED', 'GRADED', 'RETURNED')),
	CONSTRAINT "submissions_attempt" CHECK ("submissions"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "submission_media" (
	"organization_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "submission_media_submission_id_media_id_pk" PRIMARY KEY("submission_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "plagiarism_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"scan_id" text NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_available" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plagiarism_reports_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "plagiarism_reports_score" CHECK ("plagiarism_reports"."score" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_grade_media_id_media_id_fk" FOREIGN KEY ("grade_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_graded_by_id_users_id_fk" FOREIGN KEY ("graded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_fk" FOREIGN KEY ("organization_id","student_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_media" ADD CONSTRAINT "submission_media_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_media" ADD CONSTRAINT "submission_media_media_fk" FOREIGN KEY ("organization_id","media_id") REFERENCES "public"."media"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_reports" ADD CONSTRAINT "plagiarism_reports_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_course" ON "assignments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "submissions_assignment" ON "submissions" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_student_attempt" ON "submissions" USING btree ("assignment_id","student_id","attempt") WHERE "submissions"."group_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_group_attempt" ON "submissions" USING btree ("assignment_id","group_id","attempt") WHERE "submissions"."group_id" is not null;--> statement-breakpoint
-- The gradebook's item of an assignment (grade_items.assignment_id, 0007) points here; deleting the assignment keeps the item and its grades.
ALTER TABLE "grade_items" ADD CONSTRAINT "grade_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Row-level security for the new tenant tables (as in 0003_row_level_security.sql).
ALTER TABLE "submissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "submissions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "submissions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "submission_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "submission_media" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "submission_media" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "plagiarism_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plagiarism_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "plagiarism_reports" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

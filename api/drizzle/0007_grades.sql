CREATE TABLE "rubrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rubric_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"rubric_id" integer NOT NULL,
	"description" text NOT NULL,
	"max_grade" numeric(10, 2) NOT NULL,
	"uses_range" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rubric_criteria_max_grade" CHECK ("rubric_criteria"."max_grade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rubric_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"criterion_id" integer NOT NULL,
	"description" text NOT NULL,
	"points" numeric(10, 2) NOT NULL,
	"min_points" numeric(10, 2),
	"max_points" numeric(10, 2),
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rubric_ratings_points" CHECK ("rubric_ratings"."points" >= 0),
	CONSTRAINT "rubric_ratings_range" CHECK (("rubric_ratings"."min_points" is null) = ("rubric_ratings"."max_points" is null)
    and ("rubric_ratings"."min_points" is null or ("rubric_ratings"."min_points" >= 0 and "rubric_ratings"."min_points" <= "rubric_ratings"."max_points")))
);
--> statement-breakpoint
CREATE TABLE "grading_schemas" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_grading_schemas" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"schema_id" integer NOT NULL,
	CONSTRAINT "organization_grading_schemas_schema_id_unique" UNIQUE("schema_id")
);
--> statement-breakpoint
CREATE TABLE "grade_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"schema_id" integer NOT NULL,
	"letter" text NOT NULL,
	"min_value" numeric(10, 2) NOT NULL,
	"max_value" numeric(10, 2) NOT NULL,
	"description" text,
	CONSTRAINT "grade_mappings_values" CHECK ("grade_mappings"."min_value" >= 0 and "grade_mappings"."min_value" < "grade_mappings"."max_value")
);
--> statement-breakpoint
CREATE TABLE "grade_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"description" text,
	"max_points" numeric(10, 2) NOT NULL,
	"can_exceed" boolean DEFAULT false NOT NULL,
	"bonus" boolean DEFAULT false NOT NULL,
	"is_counted_towards_final_grade" boolean DEFAULT true NOT NULL,
	"weight" numeric(10, 2) DEFAULT 1 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"rubric_id" integer,
	"assignment_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_items_assignment_id_unique" UNIQUE("assignment_id"),
	CONSTRAINT "grade_items_max_points" CHECK ("grade_items"."max_points" > 0),
	CONSTRAINT "grade_items_weight" CHECK ("grade_items"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"grade_item_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"grade" numeric(10, 2) NOT NULL,
	"comment" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"is_linked_with_assessment" boolean DEFAULT false NOT NULL,
	"graded_by" integer,
	"graded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_grades_item_student" UNIQUE("grade_item_id","student_id"),
	CONSTRAINT "student_grades_grade" CHECK ("student_grades"."grade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_grade_media" (
	"organization_id" integer NOT NULL,
	"student_grade_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_grade_media_student_grade_id_media_id_pk" PRIMARY KEY("student_grade_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "student_grade_ratings" (
	"organization_id" integer NOT NULL,
	"student_grade_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"rating_id" integer NOT NULL,
	"points" numeric(10, 2) NOT NULL,
	CONSTRAINT "student_grade_ratings_student_grade_id_criterion_id_pk" PRIMARY KEY("student_grade_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "group_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"grade" numeric(10, 2) NOT NULL,
	"comment" text,
	"graded_by" integer,
	"graded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_grades_item_group" UNIQUE("grade_item_id","group_id"),
	CONSTRAINT "group_grades_grade" CHECK ("group_grades"."grade" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rubrics" ADD CONSTRAINT "rubrics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_criteria" ADD CONSTRAINT "rubric_criteria_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_ratings" ADD CONSTRAINT "rubric_ratings_criterion_id_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_schemas" ADD CONSTRAINT "grading_schemas_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_grading_schemas" ADD CONSTRAINT "organization_grading_schemas_schema_id_grading_schemas_id_fk" FOREIGN KEY ("schema_id") REFERENCES "public"."grading_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_mappings" ADD CONSTRAINT "grade_mappings_schema_id_grading_schemas_id_fk" FOREIGN KEY ("schema_id") REFERENCES "public"."grading_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_items" ADD CONSTRAINT "grade_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_items" ADD CONSTRAINT "grade_items_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grades" ADD CONSTRAINT "student_grades_grade_item_id_grade_items_id_fk" FOREIGN KEY ("grade_item_id") REFERENCES "public"."grade_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grades" ADD CONSTRAINT "student_grades_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grades" ADD CONSTRAINT "student_grades_student_fk" FOREIGN KEY ("organization_id","student_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grade_media" ADD CONSTRAINT "student_grade_media_student_grade_id_student_grades_id_fk" FOREIGN KEY ("student_grade_id") REFERENCES "public"."student_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grade_media" ADD CONSTRAINT "student_grade_media_media_fk" FOREIGN KEY ("organization_id","media_id") REFERENCES "public"."media"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grade_ratings" ADD CONSTRAINT "student_grade_ratings_student_grade_id_student_grades_id_fk" FOREIGN KEY ("student_grade_id") REFERENCES "public"."student_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grade_ratings" ADD CONSTRAINT "student_grade_ratings_criterion_id_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grade_ratings" ADD CONSTRAINT "student_grade_ratings_rating_id_rubric_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."rubric_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_grades" ADD CONSTRAINT "group_grades_grade_item_id_grade_items_id_fk" FOREIGN KEY ("grade_item_id") REFERENCES "public"."grade_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_grades" ADD CONSTRAINT "group_grades_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_grades" ADD CONSTRAINT "group_grades_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rubrics_course" ON "rubrics" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "rubric_criteria_rubric" ON "rubric_criteria" USING btree ("rubric_id","sort");--> statement-breakpoint
CREATE INDEX "rubric_ratings_criterion" ON "rubric_ratings" USING btree ("criterion_id","sort");--> statement-breakpoint
CREATE INDEX "grading_schemas_course" ON "grading_schemas" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "grade_mappings_schema" ON "grade_mappings" USING btree ("schema_id","min_value");--> statement-breakpoint
CREATE INDEX "grade_items_course" ON "grade_items" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "student_grades_student" ON "student_grades" USING btree ("student_id");--> statement-breakpoint
-- Row-level security for the new tenant tables (as in 0003_row_level_security.sql).
ALTER TABLE "student_grades" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_grades" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "student_grades" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "student_grade_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_grade_media" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "student_grade_media" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "student_grade_ratings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_grade_ratings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "student_grade_ratings" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "organization_grading_schemas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_grading_schemas" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organization_grading_schemas" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

CREATE TABLE "media_pages" (
	"organization_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "media_pages_media_id_page_number_pk" PRIMARY KEY("media_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "media_transcripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"label" text NOT NULL,
	"vtt" text NOT NULL,
	CONSTRAINT "media_transcripts_media_language" UNIQUE("media_id","language")
);
--> statement-breakpoint
CREATE TABLE "course_group_members" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "course_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"notes" text,
	"weight" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_campus_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_campus_lectures_subsection_id_unique" UNIQUE("subsection_id"),
	CONSTRAINT "on_campus_lectures_times" CHECK ("on_campus_lectures"."ends_at" > "on_campus_lectures"."starts_at"),
	CONSTRAINT "on_campus_lectures_coordinates" CHECK (("on_campus_lectures"."latitude" is null) = ("on_campus_lectures"."longitude" is null)
    and ("on_campus_lectures"."latitude" is null or ("on_campus_lectures"."latitude" between -90 and 90 and "on_campus_lectures"."longitude" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "online_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_kind" text DEFAULT 'EXTERNAL' NOT NULL,
	"tool" text,
	"meeting_url" text,
	"recording_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_lectures_subsection_id_unique" UNIQUE("subsection_id"),
	CONSTRAINT "online_lectures_times" CHECK ("online_lectures"."ends_at" > "online_lectures"."starts_at"),
	CONSTRAINT "online_lectures_kind" CHECK ("online_lectures"."meeting_kind" in ('EXTERNAL', 'VIDEO_CONFERENCE_TOOL'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"explanation" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsection_id" integer NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsection_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsection_id" integer NOT NULL,
	"name" text NOT NULL,
	"media_id" integer,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subsection_attachments_target" CHECK (("subsection_attachments"."media_id" is null) <> ("subsection_attachments"."link" is null))
);
--> statement-breakpoint
CREATE TABLE "subsection_audience_groups" (
	"subsection_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "subsection_audience_groups_subsection_id_group_id_pk" PRIMARY KEY("subsection_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "subsection_audience_students" (
	"subsection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "subsection_audience_students_subsection_id_user_id_pk" PRIMARY KEY("subsection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_responses_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "subsection_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"note" text NOT NULL,
	"position_kind" text,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsection_notes_position" CHECK (("subsection_notes"."position_kind" is null and "subsection_notes"."position" is null)
    or ("subsection_notes"."position_kind" in ('VIDEO_TIME', 'PDF_PAGE') and "subsection_notes"."position" >= 0))
);
--> statement-breakpoint
CREATE TABLE "subsection_progress" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"watched_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"playback_position" integer,
	CONSTRAINT "subsection_progress_user_id_subsection_id_pk" PRIMARY KEY("user_id","subsection_id"),
	CONSTRAINT "subsection_progress_position" CHECK ("subsection_progress"."playback_position" is null or "subsection_progress"."playback_position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"announcement_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"post_anonymously" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"online_lecture_id" integer,
	"on_campus_lecture_id" integer,
	"session_id" integer,
	"method" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_online_user" UNIQUE("online_lecture_id","user_id"),
	CONSTRAINT "attendance_records_on_campus_user" UNIQUE("on_campus_lecture_id","user_id"),
	CONSTRAINT "attendance_records_lecture" CHECK (("attendance_records"."online_lecture_id" is null) <> ("attendance_records"."on_campus_lecture_id" is null)),
	CONSTRAINT "attendance_records_method" CHECK ("attendance_records"."method" in ('CODE', 'JOINED', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "attendance_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"online_lecture_id" integer,
	"on_campus_lecture_id" integer,
	"secret" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"opened_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_sessions_lecture" CHECK (("attendance_sessions"."online_lecture_id" is null) <> ("attendance_sessions"."on_campus_lecture_id" is null)),
	CONSTRAINT "attendance_sessions_window" CHECK ("attendance_sessions"."closes_at" > "attendance_sessions"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "status" text DEFAULT 'READY' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "received_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD COLUMN "last_visited_subsection_id" integer;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD COLUMN "file_media_id" integer;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD COLUMN "available_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD COLUMN "available_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD COLUMN "audience" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_pages" ADD CONSTRAINT "media_pages_media_fk" FOREIGN KEY ("organization_id","media_id") REFERENCES "public"."media"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_transcripts" ADD CONSTRAINT "media_transcripts_media_fk" FOREIGN KEY ("organization_id","media_id") REFERENCES "public"."media"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_members" ADD CONSTRAINT "course_group_members_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_members" ADD CONSTRAINT "course_group_members_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_groups" ADD CONSTRAINT "course_groups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_campus_lectures" ADD CONSTRAINT "on_campus_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_campus_lectures" ADD CONSTRAINT "on_campus_lectures_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lectures" ADD CONSTRAINT "online_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lectures" ADD CONSTRAINT "online_lectures_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_question_id_questionnaire_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questionnaire_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_attachments" ADD CONSTRAINT "subsection_attachments_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_attachments" ADD CONSTRAINT "subsection_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_audience_groups" ADD CONSTRAINT "subsection_audience_groups_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_audience_groups" ADD CONSTRAINT "subsection_audience_groups_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_audience_students" ADD CONSTRAINT "subsection_audience_students_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_audience_students" ADD CONSTRAINT "subsection_audience_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_question_id_questionnaire_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questionnaire_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_progress" ADD CONSTRAINT "subsection_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_progress" ADD CONSTRAINT "subsection_progress_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_progress" ADD CONSTRAINT "subsection_progress_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_online_lecture_id_online_lectures_id_fk" FOREIGN KEY ("online_lecture_id") REFERENCES "public"."online_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_on_campus_lecture_id_on_campus_lectures_id_fk" FOREIGN KEY ("on_campus_lecture_id") REFERENCES "public"."on_campus_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."attendance_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_online_lecture_id_online_lectures_id_fk" FOREIGN KEY ("online_lecture_id") REFERENCES "public"."online_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_on_campus_lecture_id_on_campus_lectures_id_fk" FOREIGN KEY ("on_campus_lecture_id") REFERENCES "public"."on_campus_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_group_members_user" ON "course_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_groups_course" ON "course_groups" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "on_campus_lectures_course" ON "on_campus_lectures" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "online_lectures_course" ON "online_lectures" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_question" ON "questionnaire_answers" USING btree ("question_id","sort_order");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_subsection" ON "questionnaire_questions" USING btree ("subsection_id","sort_order");--> statement-breakpoint
CREATE INDEX "subsection_attachments_subsection" ON "subsection_attachments" USING btree ("subsection_id","sort_order");--> statement-breakpoint
CREATE INDEX "subsection_notes_member" ON "subsection_notes" USING btree ("user_id","course_id","subsection_id");--> statement-breakpoint
CREATE INDEX "subsection_progress_course" ON "subsection_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_announcements_course" ON "course_announcements" USING btree ("course_id","is_published","announcement_date");--> statement-breakpoint
CREATE INDEX "attendance_records_member" ON "attendance_records" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "attendance_sessions_course" ON "attendance_sessions" USING btree ("course_id","opens_at");--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_last_visited_subsection_id_course_subsections_id_fk" FOREIGN KEY ("last_visited_subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_file_media_id_media_id_fk" FOREIGN KEY ("file_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_weight" CHECK ("course_subsections"."weight" >= 0);--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_audience" CHECK ("course_subsections"."audience" in ('ALL', 'SPECIFIC_GROUPS', 'SPECIFIC_STUDENTS'));--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_window" CHECK ("course_subsections"."available_from" is null or "course_subsections"."available_to" is null or "course_subsections"."available_from" < "course_subsections"."available_to");--> statement-breakpoint
-- Row-level security for the new tenant tables (as in 0003_row_level_security.sql).
ALTER TABLE "subsection_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subsection_progress" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "subsection_progress" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "questionnaire_responses" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "subsection_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subsection_notes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "subsection_notes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "attendance_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_records" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_records" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "course_group_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_group_members" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_group_members" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "media_transcripts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "media_transcripts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "media_transcripts" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "media_pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "media_pages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "media_pages" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

CREATE TABLE "discussion_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"weight" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"unlock_date" timestamp with time zone,
	"lock_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_boards_subsection_id_unique" UNIQUE("subsection_id"),
	CONSTRAINT "discussion_boards_weight" CHECK ("discussion_boards"."weight" >= 0),
	CONSTRAINT "discussion_boards_dates" CHECK ("discussion_boards"."unlock_date" is null or "discussion_boards"."lock_date" is null or "discussion_boards"."unlock_date" < "discussion_boards"."lock_date")
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"board_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discussion_comment_media" (
	"organization_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "discussion_comment_media_comment_id_media_id_pk" PRIMARY KEY("comment_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_comment_likes" (
	"organization_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_read_marks" (
	"organization_id" integer NOT NULL,
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discussion_read_marks_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"result_is_published" boolean DEFAULT true NOT NULL,
	"require_voting_for_result" boolean DEFAULT true NOT NULL,
	"maximum_poll_votes_per_user" integer DEFAULT 1 NOT NULL,
	"allow_poll_choice_suggestion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_subsection_id_unique" UNIQUE("subsection_id"),
	CONSTRAINT "surveys_type" CHECK ("surveys"."type" in ('SURVEY', 'POLL')),
	CONSTRAINT "surveys_maximum_votes" CHECK ("surveys"."maximum_poll_votes_per_user" >= 1)
);
--> statement-breakpoint
CREATE TABLE "survey_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"text" text NOT NULL,
	"media_id" integer,
	"added_by_student" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	"user_id" integer,
	CONSTRAINT "survey_votes_choice_user" UNIQUE("choice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_ballots" (
	"organization_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "survey_ballots_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "discussion_boards" ADD CONSTRAINT "discussion_boards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_boards" ADD CONSTRAINT "discussion_boards_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_board_id_discussion_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."discussion_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_parent_id_discussion_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comment_media" ADD CONSTRAINT "discussion_comment_media_comment_id_discussion_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comment_media" ADD CONSTRAINT "discussion_comment_media_media_fk" FOREIGN KEY ("organization_id","media_id") REFERENCES "public"."media"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comment_likes" ADD CONSTRAINT "discussion_comment_likes_comment_id_discussion_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comment_likes" ADD CONSTRAINT "discussion_comment_likes_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_read_marks" ADD CONSTRAINT "discussion_read_marks_board_id_discussion_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."discussion_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_read_marks" ADD CONSTRAINT "discussion_read_marks_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_choices" ADD CONSTRAINT "survey_choices_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_choices" ADD CONSTRAINT "survey_choices_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_choice_id_survey_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."survey_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_ballots" ADD CONSTRAINT "survey_ballots_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_ballots" ADD CONSTRAINT "survey_ballots_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_boards_course" ON "discussion_boards" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "discussion_comments_board" ON "discussion_comments" USING btree ("board_id","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_comments_parent" ON "discussion_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "surveys_course" ON "surveys" USING btree ("course_id","type");--> statement-breakpoint
CREATE INDEX "survey_choices_survey" ON "survey_choices" USING btree ("survey_id","sort_order");--> statement-breakpoint
CREATE INDEX "survey_votes_survey" ON "survey_votes" USING btree ("survey_id","choice_id");--> statement-breakpoint
-- Row-level security for the new tenant tables (as in 0003_row_level_security.sql).
ALTER TABLE "discussion_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discussion_comments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discussion_comments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "discussion_comment_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discussion_comment_media" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discussion_comment_media" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "discussion_comment_likes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discussion_comment_likes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discussion_comment_likes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "discussion_read_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discussion_read_marks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discussion_read_marks" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "survey_votes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "survey_votes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "survey_votes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "survey_ballots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "survey_ballots" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "survey_ballots" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

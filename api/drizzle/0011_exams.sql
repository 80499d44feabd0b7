CREATE TABLE "exam_answer_review_media" (
	"attempt_question_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "exam_answer_review_media_attempt_question_id_media_id_pk" PRIMARY KEY("attempt_question_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "exam_answer_review_ratings" (
	"attempt_question_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"rating_id" integer NOT NULL,
	"points" numeric(10, 2) NOT NULL,
	CONSTRAINT "exam_answer_review_ratings_attempt_question_id_criterion_id_pk" PRIMARY KEY("attempt_question_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "exam_answer_reviews" (
	"attempt_question_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"reviewer_id" integer,
	"note" text,
	"points" numeric(10, 2) NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answer_reviews_points" CHECK ("exam_answer_reviews"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_answer_saves" (
	"organization_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempt_question_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answer_saves_attempt_id_idempotency_key_pk" PRIMARY KEY("attempt_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"type" text NOT NULL,
	"details" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_key" text,
	CONSTRAINT "exam_attempt_events_client_key" UNIQUE("attempt_id","client_key"),
	CONSTRAINT "exam_attempt_events_type" CHECK ("exam_attempt_events"."type" in ('STARTED', 'RESUMED', 'SUBMITTED', 'FINISHED_AT_DEADLINE', 'RESTARTED', 'TAB_HIDDEN', 'WINDOW_BLUR', 'COPY', 'PASTE', 'FULLSCREEN_EXIT', 'SECOND_DEVICE'))
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"exam_question_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"page" integer NOT NULL,
	"answer_order" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"match_order" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points_possible" numeric(10, 2) NOT NULL,
	"is_bonus" boolean DEFAULT false NOT NULL,
	"response" jsonb,
	"response_sequence" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"is_flagged" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"points_awarded" numeric(10, 2),
	"is_correct" boolean,
	"needs_review" boolean DEFAULT false NOT NULL,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_attempt_questions_position" UNIQUE("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"attempt_number" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finished_by" text,
	"time_limit_in_minutes" integer,
	"passing_score_percentage" numeric(10, 2) DEFAULT 50 NOT NULL,
	"shuffle_seed" integer NOT NULL,
	"current_position" integer DEFAULT 0 NOT NULL,
	"score" numeric(10, 2),
	"total_score" numeric(10, 2),
	"percentage" numeric(10, 2),
	"is_passed" boolean,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"is_instructor_attempt" boolean DEFAULT false NOT NULL,
	"review_note" text,
	"notified_outcome" text,
	"device_id" text,
	"retake_available_at" timestamp with time zone,
	"retake_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempts_number" UNIQUE("subsection_id","user_id","attempt_number"),
	CONSTRAINT "exam_attempts_status" CHECK ("exam_attempts"."status" in ('IN_PROGRESS', 'NEEDS_REVIEW', 'GRADED', 'CANCELLED')),
	CONSTRAINT "exam_attempts_finished_by" CHECK ("exam_attempts"."finished_by" is null or "exam_attempts"."finished_by" in ('MEMBER', 'DEADLINE', 'RESTART')),
	CONSTRAINT "exam_attempts_finished" CHECK (("exam_attempts"."status" = 'IN_PROGRESS') = ("exam_attempts"."finished_at" is null)),
	CONSTRAINT "exam_attempts_notified_outcome" CHECK ("exam_attempts"."notified_outcome" is null or "exam_attempts"."notified_outcome" in ('GRADED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"points" numeric(10, 2) DEFAULT 1 NOT NULL,
	"grading_flexibility_percentage" numeric(10, 2) DEFAULT 0 NOT NULL,
	"case_sensitive_grading" boolean DEFAULT false NOT NULL,
	"is_bonus" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_questions_question" UNIQUE("exam_id","question_id"),
	CONSTRAINT "exam_questions_points" CHECK ("exam_questions"."points" >= 0),
	CONSTRAINT "exam_questions_flexibility" CHECK ("exam_questions"."grading_flexibility_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"number_of_questions" integer,
	"has_time_limit" boolean DEFAULT false NOT NULL,
	"time_limit_in_minutes" integer,
	"has_passing_score" boolean DEFAULT false NOT NULL,
	"passing_score_percentage" numeric(10, 2) DEFAULT 50 NOT NULL,
	"has_publish_date" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone,
	"multi_directional" boolean DEFAULT true NOT NULL,
	"one_question_at_a_time" boolean DEFAULT false NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_answers" boolean DEFAULT false NOT NULL,
	"show_correct_answer_instantly" boolean DEFAULT false NOT NULL,
	"show_correct_answer_on_review" boolean DEFAULT true NOT NULL,
	"show_result_at_end" boolean DEFAULT true NOT NULL,
	"allow_retake" boolean DEFAULT false NOT NULL,
	"max_attempts" integer,
	"retake_interval_in_minutes" integer,
	"grading_method" text DEFAULT 'LATEST' NOT NULL,
	"is_cheat_detection_enabled" boolean DEFAULT false NOT NULL,
	"grade_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_grading_method" CHECK ("exams"."grading_method" in ('AVERAGE', 'HIGHEST', 'LATEST')),
	CONSTRAINT "exams_time_limit" CHECK (not "exams"."has_time_limit" or coalesce("exams"."time_limit_in_minutes", 0) > 0),
	CONSTRAINT "exams_publish_date" CHECK (not "exams"."has_publish_date" or "exams"."publish_date" is not null),
	CONSTRAINT "exams_passing_score" CHECK ("exams"."passing_score_percentage" between 0 and 100),
	CONSTRAINT "exams_counts" CHECK (("exams"."number_of_questions" is null or "exams"."number_of_questions" > 0)
    and ("exams"."max_attempts" is null or "exams"."max_attempts" > 0)
    and ("exams"."retake_interval_in_minutes" is null or "exams"."retake_interval_in_minutes" >= 0))
);
--> statement-breakpoint
CREATE TABLE "question_answer_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"blank" integer,
	"text" text,
	"numeric_value" numeric(20, 6),
	"tolerance" numeric(20, 6),
	CONSTRAINT "question_answer_keys_value" CHECK (("question_answer_keys"."text" is not null) <> ("question_answer_keys"."numeric_value" is not null)),
	CONSTRAINT "question_answer_keys_tolerance" CHECK ("question_answer_keys"."tolerance" is null or "question_answer_keys"."tolerance" >= 0),
	CONSTRAINT "question_answer_keys_blank" CHECK ("question_answer_keys"."blank" is null or "question_answer_keys"."blank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"stem" text NOT NULL,
	"match_text" text,
	"is_correct" boolean DEFAULT false NOT NULL,
	"explanation" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_categories_name" UNIQUE("course_id","name")
);
--> statement-breakpoint
CREATE TABLE "question_tag_links" (
	"question_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "question_tag_links_question_id_tag_id_pk" PRIMARY KEY("question_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "question_tags_name" UNIQUE("course_id","name")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"explanation" text,
	"difficulty" text,
	"category_id" integer,
	"learning_outcome" text,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"rubric_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type" CHECK ("questions"."type" in ('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERIC', 'FILL_IN_BLANKS', 'MATCHING', 'ORDERING', 'ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING', 'CASE')),
	CONSTRAINT "questions_difficulty" CHECK ("questions"."difficulty" is null or "questions"."difficulty" in ('EASY', 'MEDIUM', 'HARD'))
);
--> statement-breakpoint
CREATE TABLE "subsection_exams" (
	"subsection_id" integer PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answer_review_media" ADD CONSTRAINT "exam_answer_review_media_attempt_question_id_exam_answer_reviews_attempt_question_id_fk" FOREIGN KEY ("attempt_question_id") REFERENCES "public"."exam_answer_reviews"("attempt_question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_review_media" ADD CONSTRAINT "exam_answer_review_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_review_ratings" ADD CONSTRAINT "exam_answer_review_ratings_attempt_question_id_exam_answer_reviews_attempt_question_id_fk" FOREIGN KEY ("attempt_question_id") REFERENCES "public"."exam_answer_reviews"("attempt_question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_review_ratings" ADD CONSTRAINT "exam_answer_review_ratings_criterion_id_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_review_ratings" ADD CONSTRAINT "exam_answer_review_ratings_rating_id_rubric_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."rubric_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_reviews" ADD CONSTRAINT "exam_answer_reviews_attempt_question_id_exam_attempt_questions_id_fk" FOREIGN KEY ("attempt_question_id") REFERENCES "public"."exam_attempt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_reviews" ADD CONSTRAINT "exam_answer_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_saves" ADD CONSTRAINT "exam_answer_saves_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_saves" ADD CONSTRAINT "exam_answer_saves_attempt_question_id_exam_attempt_questions_id_fk" FOREIGN KEY ("attempt_question_id") REFERENCES "public"."exam_attempt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_events" ADD CONSTRAINT "exam_attempt_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_exam_question_id_exam_questions_id_fk" FOREIGN KEY ("exam_question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exam_attempt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grade_item_id_grade_items_id_fk" FOREIGN KEY ("grade_item_id") REFERENCES "public"."grade_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answer_keys" ADD CONSTRAINT "question_answer_keys_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tag_links" ADD CONSTRAINT "question_tag_links_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tag_links" ADD CONSTRAINT "question_tag_links_tag_id_question_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."question_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_exams" ADD CONSTRAINT "subsection_exams_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_exams" ADD CONSTRAINT "subsection_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempt_events_attempt" ON "exam_attempt_events" USING btree ("attempt_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open" ON "exam_attempts" USING btree ("subsection_id","user_id") WHERE "exam_attempts"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "exam_attempts_deadline" ON "exam_attempts" USING btree ("deadline_at") WHERE "exam_attempts"."status" = 'IN_PROGRESS' and "exam_attempts"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_retake_notice" ON "exam_attempts" USING btree ("retake_available_at") WHERE "exam_attempts"."retake_notice_sent_at" is null and "exam_attempts"."retake_available_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_member" ON "exam_attempts" USING btree ("organization_id","user_id","subsection_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_review" ON "exam_attempts" USING btree ("subsection_id","status");--> statement-breakpoint
CREATE INDEX "exam_questions_exam" ON "exam_questions" USING btree ("exam_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "exams_course" ON "exams" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "question_answer_keys_question" ON "question_answer_keys" USING btree ("question_id","blank");--> statement-breakpoint
CREATE INDEX "question_answers_question" ON "question_answers" USING btree ("question_id","sort");--> statement-breakpoint
CREATE INDEX "questions_course" ON "questions" USING btree ("course_id","category_id");--> statement-breakpoint
CREATE INDEX "questions_parent" ON "questions" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "subsection_exams_exam" ON "subsection_exams" USING btree ("exam_id");--> statement-breakpoint
ALTER TABLE "exam_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_attempts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_attempts" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_attempt_questions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "exam_answer_saves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_answer_saves" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_answer_saves" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "exam_attempt_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_attempt_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_attempt_events" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "exam_answer_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_answer_reviews" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_answer_reviews" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "exam_answer_review_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_answer_review_media" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_answer_review_media" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "exam_answer_review_ratings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exam_answer_review_ratings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "exam_answer_review_ratings" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

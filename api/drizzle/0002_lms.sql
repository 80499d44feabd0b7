CREATE TABLE "course_approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"requested_by_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_approval_requests_status" CHECK ("course_approval_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "course_enrollees" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"progress" smallint DEFAULT 0 NOT NULL,
	"from_specialization" boolean DEFAULT false NOT NULL,
	"specialization_id" integer,
	"last_visited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrollees_course_user" UNIQUE("course_id","user_id"),
	CONSTRAINT "course_enrollees_progress" CHECK ("course_enrollees"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "course_instructors" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"permission_set_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_instructors_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_learning_types" (
	"course_id" integer NOT NULL,
	"learning_type_id" integer NOT NULL,
	CONSTRAINT "course_learning_types_course_id_learning_type_id_pk" PRIMARY KEY("course_id","learning_type_id")
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_course_user" UNIQUE("course_id","user_id"),
	CONSTRAINT "course_reviews_rating" CHECK ("course_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "course_section_prerequisites" (
	"section_id" integer NOT NULL,
	"prerequisite_section_id" integer NOT NULL,
	CONSTRAINT "course_section_prerequisites_section_id_prerequisite_section_id_pk" PRIMARY KEY("section_id","prerequisite_section_id")
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"learning_objectives" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"unlock_start_date" timestamp with time zone,
	"week" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_subsections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"is_text_only" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"content_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_target_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"old_price" integer,
	"is_discounted" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"access_restriction_type" text DEFAULT 'PUBLIC' NOT NULL,
	"issue_certificate" boolean DEFAULT false NOT NULL,
	"certificate_template_id" integer,
	"course_passing_criteria_id" integer,
	"credit_units" double precision,
	CONSTRAINT "course_target_organizations_course_org" UNIQUE("course_id","organization_id"),
	CONSTRAINT "course_target_organizations_price" CHECK ("course_target_organizations"."price" >= 0 and ("course_target_organizations"."old_price" is null or "course_target_organizations"."old_price" >= 0))
);
--> statement-breakpoint
CREATE TABLE "course_wishlist" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_wishlist_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"brief_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"welcome_message" text,
	"course_syllabus" text,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"category_id" integer,
	"country" text,
	"city" text,
	"duration" integer,
	"duration_unit" text,
	"from_to" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"start_enrollment_date" timestamp with time zone,
	"end_enrollment_date" timestamp with time zone,
	"max_enrollment_count" integer,
	"enrollment_count" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_published_by_admin" boolean DEFAULT false NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_sync" boolean DEFAULT true NOT NULL,
	"is_certificate_issued_manually" boolean DEFAULT false NOT NULL,
	"passing_grade_percentage" double precision DEFAULT 0.5 NOT NULL,
	"mandatory_attendance_percentage" double precision DEFAULT 1 NOT NULL,
	"cover_image_id" integer,
	"introductory_video_id" integer,
	"scorm_id" integer,
	"grading_schema_id" integer,
	"canvas_course_id" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(brief_description, ''))) STORED,
	CONSTRAINT "courses_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "courses_language" CHECK ("courses"."language" in ('ENGLISH', 'ARABIC')),
	CONSTRAINT "courses_status" CHECK ("courses"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "courses_capacity" CHECK ("courses"."max_enrollment_count" is null or "courses"."enrollment_count" <= "courses"."max_enrollment_count")
);
--> statement-breakpoint
CREATE TABLE "learning_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_types_org_slug" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "specialization_courses" (
	"specialization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "specialization_courses_specialization_id_course_id_pk" PRIMARY KEY("specialization_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "specialization_enrollees" (
	"organization_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialization_enrollees_specialization_id_user_id_pk" PRIMARY KEY("specialization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"brief_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"cover_image_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specializations_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "specializations_price" CHECK ("specializations"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_course_fk" FOREIGN KEY ("organization_id","course_id") REFERENCES "public"."courses"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_learning_types" ADD CONSTRAINT "course_learning_types_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_learning_types" ADD CONSTRAINT "course_learning_types_learning_type_id_learning_types_id_fk" FOREIGN KEY ("learning_type_id") REFERENCES "public"."learning_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_prerequisites" ADD CONSTRAINT "course_section_prerequisites_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_prerequisites" ADD CONSTRAINT "course_section_prerequisites_prerequisite_section_id_course_sections_id_fk" FOREIGN KEY ("prerequisite_section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_target_organizations" ADD CONSTRAINT "course_target_organizations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_target_organizations" ADD CONSTRAINT "course_target_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_wishlist" ADD CONSTRAINT "course_wishlist_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_wishlist" ADD CONSTRAINT "course_wishlist_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_learning_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."learning_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_introductory_video_id_media_id_fk" FOREIGN KEY ("introductory_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_types" ADD CONSTRAINT "learning_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_courses" ADD CONSTRAINT "specialization_courses_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_courses" ADD CONSTRAINT "specialization_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_enrollees" ADD CONSTRAINT "specialization_enrollees_specialization_fk" FOREIGN KEY ("organization_id","specialization_id") REFERENCES "public"."specializations"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_enrollees" ADD CONSTRAINT "specialization_enrollees_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_approval_requests_course" ON "course_approval_requests" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "course_enrollees_user" ON "course_enrollees" USING btree ("organization_id","user_id","is_finished");--> statement-breakpoint
CREATE INDEX "course_instructors_user" ON "course_instructors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_learning_types_type" ON "course_learning_types" USING btree ("learning_type_id","course_id");--> statement-breakpoint
CREATE INDEX "course_reviews_course" ON "course_reviews" USING btree ("course_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "course_sections_course" ON "course_sections" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE INDEX "course_subsections_section" ON "course_subsections" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE INDEX "course_target_organizations_catalogue" ON "course_target_organizations" USING btree ("organization_id","is_published","course_id");--> statement-breakpoint
CREATE INDEX "course_target_organizations_price" ON "course_target_organizations" USING btree ("organization_id","price");--> statement-breakpoint
CREATE INDEX "courses_search_document" ON "courses" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "courses_category" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "specialization_courses_course" ON "specialization_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "specialization_enrollees_user" ON "specialization_enrollees" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "specializations_catalogue" ON "specializations" USING btree ("organization_id","is_published","is_deleted");
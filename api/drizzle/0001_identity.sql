CREATE TABLE "user_extra_fields" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "user_extra_fields_user_id_field_key_pk" PRIMARY KEY("user_id","field_key")
);
--> statement-breakpoint
CREATE TABLE "user_interested_categories" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "user_interested_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"handle_hash" text,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"normalized_phone_number" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_user_phone" UNIQUE("user_id","normalized_phone_number")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "session_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"masqueraded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"text_ar" text,
	"from" real,
	"to" real,
	"description" text,
	"category_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_options_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"is_multiple" boolean DEFAULT false NOT NULL,
	"context" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_questions_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"context" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessments_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_answers" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "user_answers_user_id_option_id_pk" PRIMARY KEY("user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "user_assessments" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_assessments_user_id_assessment_id_pk" PRIMARY KEY("user_id","assessment_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text DEFAULT 'file' NOT NULL,
	"mime" text DEFAULT 'text/plain' NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_kb" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_key_unique" UNIQUE("key"),
	CONSTRAINT "media_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "permission_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "permission_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "permission_contexts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "permission_contexts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "permission_prerequisites" (
	"permission_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	CONSTRAINT "permission_prerequisites_permission_id_prerequisite_id_pk" PRIMARY KEY("permission_id","prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "permission_set_permissions" (
	"permission_set_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "permission_set_permissions_permission_set_id_permission_id_pk" PRIMARY KEY("permission_set_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "permission_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"context_id" integer NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"can_be_edited" boolean DEFAULT true NOT NULL,
	"can_be_deleted" boolean DEFAULT true NOT NULL,
	"is_predefined" boolean DEFAULT false NOT NULL,
	"cloned_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_sets_organization_id" UNIQUE("organization_id","id"),
	CONSTRAINT "permission_sets_organization_seed_key" UNIQUE("organization_id","seed_key")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"context_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "permissions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "permission_set_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_member_permission_set_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permission_set_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_administrator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "normalized_phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "force_reset_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "academic_level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specialty" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_place" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_image_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scfhs_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institute" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "years_of_experience" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_visited" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linked_in" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_chemistry_sessions" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_learning_hours" integer;--> statement-breakpoint
ALTER TABLE "user_extra_fields" ADD CONSTRAINT "user_extra_fields_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interested_categories" ADD CONSTRAINT "user_interested_categories_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_session_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."session_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_families" ADD CONSTRAINT "session_families_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_options" ADD CONSTRAINT "assessment_options_question_fk" FOREIGN KEY ("organization_id","question_id") REFERENCES "public"."assessment_questions"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_fk" FOREIGN KEY ("organization_id","assessment_id") REFERENCES "public"."assessments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_option_fk" FOREIGN KEY ("organization_id","option_id") REFERENCES "public"."assessment_options"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_assessment_fk" FOREIGN KEY ("organization_id","assessment_id") REFERENCES "public"."assessments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_prerequisites" ADD CONSTRAINT "permission_prerequisites_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_prerequisites" ADD CONSTRAINT "permission_prerequisites_prerequisite_id_permissions_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set_permissions" ADD CONSTRAINT "permission_set_permissions_permission_set_id_permission_sets_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."permission_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set_permissions" ADD CONSTRAINT "permission_set_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_context_id_permission_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."permission_contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_cloned_from_fk" FOREIGN KEY ("organization_id","cloned_from_id") REFERENCES "public"."permission_sets"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_context_id_permission_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."permission_contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_category_id_permission_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."permission_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_interested_categories_org" ON "user_interested_categories" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "login_attempts_bucket_time" ON "login_attempts" USING btree ("bucket","attempted_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose" ON "one_time_codes" USING btree ("organization_id","user_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_codes_code_hash" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_handle_hash" ON "one_time_codes" USING btree ("handle_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "session_families_user" ON "session_families" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient" ON "outbox_messages" USING btree ("organization_id","recipient");--> statement-breakpoint
CREATE INDEX "outbox_messages_pending" ON "outbox_messages" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "media_user" ON "media" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "permission_set_permissions_permission" ON "permission_set_permissions" USING btree ("permission_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_permission_set_fk" FOREIGN KEY ("id","permission_set_id") REFERENCES "public"."permission_sets"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_default_member_set_fk" FOREIGN KEY ("id","default_member_permission_set_id") REFERENCES "public"."permission_sets"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permission_set_fk" FOREIGN KEY ("organization_id","permission_set_id") REFERENCES "public"."permission_sets"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_phone" UNIQUE("organization_id","normalized_phone_number");
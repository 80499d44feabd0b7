-- btree_gist gives gist indexes "=" on integers, for the exclusion constraint below.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "coaching_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"meeting_url" text NOT NULL,
	"purchased_item_id" integer,
	"rescheduled_from_id" integer,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancel_outcome" text,
	"reminded_day_at" timestamp with time zone,
	"reminded_hour_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_bookings_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "coaching_bookings_range" CHECK ("coaching_bookings"."starts_at" < "coaching_bookings"."ends_at"),
	CONSTRAINT "coaching_bookings_status" CHECK ("coaching_bookings"."status" in ('HELD', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "coaching_bookings_kind" CHECK ("coaching_bookings"."kind" in ('FREE', 'PAID', 'CREDIT')),
	CONSTRAINT "coaching_bookings_canceller" CHECK ("coaching_bookings"."cancelled_by" is null or "coaching_bookings"."cancelled_by" in ('MEMBER', 'COACH', 'SYSTEM')),
	CONSTRAINT "coaching_bookings_hold" CHECK ("coaching_bookings"."status" <> 'HELD' or "coaching_bookings"."hold_expires_at" is not null),
	CONSTRAINT "coaching_bookings_cancelled" CHECK (("coaching_bookings"."status" = 'CANCELLED') = ("coaching_bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "coaching_business_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "coaching_business_hours_weekday" CHECK ("coaching_business_hours"."weekday" between 1 and 7),
	CONSTRAINT "coaching_business_hours_range" CHECK ("coaching_business_hours"."start_minute" >= 0 and "coaching_business_hours"."end_minute" <= 1440 and "coaching_business_hours"."start_minute" < "coaching_business_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "coaching_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"name" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"credential_type" text DEFAULT 'CERTIFICATE' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"does_not_expire" boolean DEFAULT false NOT NULL,
	"credential_url" text,
	CONSTRAINT "coaching_certifications_type" CHECK ("coaching_certifications"."credential_type" in ('CERTIFICATE', 'LICENSE', 'ACCREDITATION')),
	CONSTRAINT "coaching_certifications_expiry" CHECK (not ("coaching_certifications"."does_not_expire" and "coaching_certifications"."expires_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "coaching_coaches" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"headline_ar" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"about_ar" text DEFAULT '' NOT NULL,
	"specialty_category_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_coaches_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "coaching_coaches_price" CHECK ("coaching_coaches"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coaching_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"source_booking_id" integer NOT NULL,
	"spent_on_booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_credits_source" UNIQUE("source_booking_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_date_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "coaching_date_overrides_range" CHECK (("coaching_date_overrides"."start_minute" is null and "coaching_date_overrides"."end_minute" is null)
    or ("coaching_date_overrides"."start_minute" >= 0 and "coaching_date_overrides"."end_minute" <= 1440 and "coaching_date_overrides"."start_minute" < "coaching_date_overrides"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "coaching_disabled_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "coaching_disabled_slots_range" CHECK ("coaching_disabled_slots"."starts_at" < "coaching_disabled_slots"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coaching_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"school" text NOT NULL,
	"degree" text DEFAULT 'BACHELORS' NOT NULL,
	"field_of_study" text DEFAULT '' NOT NULL,
	"start_year" smallint,
	"end_year" smallint,
	CONSTRAINT "coaching_educations_degree" CHECK ("coaching_educations"."degree" in ('BACHELORS', 'MASTERS', 'DOCTORATE', 'DIPLOMA', 'ASSOCIATE', 'OTHER')),
	CONSTRAINT "coaching_educations_years" CHECK ("coaching_educations"."end_year" is null or "coaching_educations"."start_year" is null or "coaching_educations"."end_year" >= "coaching_educations"."start_year")
);
--> statement-breakpoint
CREATE TABLE "coaching_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"title" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "coaching_experiences_type" CHECK ("coaching_experiences"."employment_type" in ('FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'FREELANCE', 'CONTRACT', 'INTERNSHIP')),
	CONSTRAINT "coaching_experiences_dates" CHECK ("coaching_experiences"."end_date" is null or "coaching_experiences"."end_date" >= "coaching_experiences"."start_date")
);
--> statement-breakpoint
CREATE TABLE "coaching_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"language" text NOT NULL,
	"proficiency" text DEFAULT 'ADVANCED' NOT NULL,
	CONSTRAINT "coaching_languages_once" UNIQUE("coach_id","language"),
	CONSTRAINT "coaching_languages_code" CHECK ("coaching_languages"."language" ~ '^[a-z]{2}$'),
	CONSTRAINT "coaching_languages_proficiency" CHECK ("coaching_languages"."proficiency" in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'))
);
--> statement-breakpoint
CREATE TABLE "coaching_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"title" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_settings" (
	"organization_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"session_duration" smallint DEFAULT 60 NOT NULL,
	"must_book_in_advance" boolean DEFAULT true NOT NULL,
	"in_advance_hours" smallint DEFAULT 24 NOT NULL,
	"enable_free_session" boolean DEFAULT false NOT NULL,
	"free_session_duration" smallint DEFAULT 30 NOT NULL,
	"enable_cancellation" boolean DEFAULT true NOT NULL,
	"cancellation_minimum_hours" smallint DEFAULT 24 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"maximum_future_days" smallint DEFAULT 365 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_settings_pk" PRIMARY KEY("organization_id","coach_id"),
	CONSTRAINT "coaching_settings_duration" CHECK ("coaching_settings"."session_duration" between 15 and 240 and "coaching_settings"."free_session_duration" between 15 and 240),
	CONSTRAINT "coaching_settings_hours" CHECK ("coaching_settings"."in_advance_hours" between 0 and 720 and "coaching_settings"."cancellation_minimum_hours" between 0 and 720),
	CONSTRAINT "coaching_settings_future" CHECK ("coaching_settings"."maximum_future_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "coaching_bookings" ADD CONSTRAINT "coaching_bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_bookings" ADD CONSTRAINT "coaching_bookings_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_bookings" ADD CONSTRAINT "coaching_bookings_member_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_business_hours" ADD CONSTRAINT "coaching_business_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_business_hours" ADD CONSTRAINT "coaching_business_hours_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_certifications" ADD CONSTRAINT "coaching_certifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_certifications" ADD CONSTRAINT "coaching_certifications_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_coaches" ADD CONSTRAINT "coaching_coaches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_coaches" ADD CONSTRAINT "coaching_coaches_specialty_category_id_learning_categories_id_fk" FOREIGN KEY ("specialty_category_id") REFERENCES "public"."learning_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_coaches" ADD CONSTRAINT "coaching_coaches_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_credits" ADD CONSTRAINT "coaching_credits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_credits" ADD CONSTRAINT "coaching_credits_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_credits" ADD CONSTRAINT "coaching_credits_member_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_date_overrides" ADD CONSTRAINT "coaching_date_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_date_overrides" ADD CONSTRAINT "coaching_date_overrides_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_disabled_slots" ADD CONSTRAINT "coaching_disabled_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_disabled_slots" ADD CONSTRAINT "coaching_disabled_slots_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_educations" ADD CONSTRAINT "coaching_educations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_educations" ADD CONSTRAINT "coaching_educations_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_experiences" ADD CONSTRAINT "coaching_experiences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_experiences" ADD CONSTRAINT "coaching_experiences_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_languages" ADD CONSTRAINT "coaching_languages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_languages" ADD CONSTRAINT "coaching_languages_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_positions" ADD CONSTRAINT "coaching_positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_positions" ADD CONSTRAINT "coaching_positions_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_settings" ADD CONSTRAINT "coaching_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_settings" ADD CONSTRAINT "coaching_settings_coach_fk" FOREIGN KEY ("organization_id","coach_id") REFERENCES "public"."coaching_coaches"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_bookings_coach_time" ON "coaching_bookings" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_bookings_member_time" ON "coaching_bookings" USING btree ("organization_id","member_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_business_hours_coach" ON "coaching_business_hours" USING btree ("coach_id","weekday");--> statement-breakpoint
CREATE INDEX "coaching_certifications_coach" ON "coaching_certifications" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coaching_credits_member" ON "coaching_credits" USING btree ("organization_id","member_id","coach_id");--> statement-breakpoint
CREATE INDEX "coaching_date_overrides_coach" ON "coaching_date_overrides" USING btree ("coach_id","date");--> statement-breakpoint
CREATE INDEX "coaching_disabled_slots_coach" ON "coaching_disabled_slots" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_educations_coach" ON "coaching_educations" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coaching_experiences_coach" ON "coaching_experiences" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coaching_positions_coach" ON "coaching_positions" USING btree ("coach_id");
--> statement-breakpoint
-- A coach is never booked twice at once: the database refuses any overlap of two bookings that are not cancelled.
ALTER TABLE "coaching_bookings" ADD CONSTRAINT "coaching_bookings_no_overlap" EXCLUDE USING gist ("coach_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'CANCELLED');
--> statement-breakpoint
ALTER TABLE "coaching_coaches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_coaches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_coaches" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_positions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_positions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_positions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_educations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_educations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_educations" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_experiences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_experiences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_experiences" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_certifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_certifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_certifications" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_languages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_languages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_languages" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_settings" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_business_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_business_hours" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_business_hours" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_date_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_date_overrides" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_date_overrides" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_disabled_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_disabled_slots" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_disabled_slots" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_bookings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_bookings" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "coaching_credits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coaching_credits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "coaching_credits" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

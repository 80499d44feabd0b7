CREATE TABLE "font_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_google_font" boolean DEFAULT false NOT NULL,
	CONSTRAINT "font_families_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "font_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"font_family_id" integer NOT NULL,
	"weight" integer DEFAULT 400 NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "font_styles_family_weight" UNIQUE("font_family_id","weight")
);
--> statement-breakpoint
CREATE TABLE "organization_colors" (
	"organization_id" integer NOT NULL,
	"position" integer NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "organization_colors_organization_id_position_pk" PRIMARY KEY("organization_id","position")
);
--> statement-breakpoint
CREATE TABLE "organization_configs" (
	"organization_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "organization_configs_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
CREATE TABLE "organization_fonts" (
	"organization_id" integer NOT NULL,
	"language" text NOT NULL,
	"font_family_id" integer NOT NULL,
	CONSTRAINT "organization_fonts_organization_id_language_pk" PRIMARY KEY("organization_id","language")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"domain_prefix" text NOT NULL,
	"description" text,
	"copyright_message" text DEFAULT 'All rights reserved' NOT NULL,
	"logo_url" text,
	"icon_url" text,
	"currency_code" text DEFAULT 'SAR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_domain_prefix_unique" UNIQUE("domain_prefix")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"ar_first_name" text,
	"ar_last_name" text,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_organization_email" UNIQUE("organization_id","email"),
	CONSTRAINT "users_organization_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"term_slug" text NOT NULL,
	"language" text NOT NULL,
	"singular" text NOT NULL,
	"plural" text NOT NULL,
	CONSTRAINT "organization_terms_org_slug_language" UNIQUE("organization_id","term_slug","language")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"slug" text PRIMARY KEY NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"en_singular" text NOT NULL,
	"en_plural" text NOT NULL,
	"ar_singular" text NOT NULL,
	"ar_plural" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_field_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "registration_field_modifiers_field_slug" UNIQUE("field_id","slug")
);
--> statement-breakpoint
CREATE TABLE "registration_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"slug" text NOT NULL,
	"type_slug" text NOT NULL,
	"group_name" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"label_en" text NOT NULL,
	"label_ar" text NOT NULL,
	"options" jsonb,
	CONSTRAINT "registration_fields_org_key" UNIQUE("organization_id","field_key"),
	CONSTRAINT "registration_fields_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"parent_id" integer,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_categories_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_announcement_dismissals" (
	"organization_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organization_announcement_translations" (
	"organization_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "announcement_translations_pk" PRIMARY KEY("announcement_id","language")
);
--> statement-breakpoint
CREATE TABLE "organization_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"body" text NOT NULL,
	"external_link" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_announcements_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_remotes" (
	"organization_id" integer NOT NULL,
	"remote_name" text NOT NULL,
	CONSTRAINT "organization_remotes_organization_id_remote_name_pk" PRIMARY KEY("organization_id","remote_name")
);
--> statement-breakpoint
ALTER TABLE "font_styles" ADD CONSTRAINT "font_styles_font_family_id_font_families_id_fk" FOREIGN KEY ("font_family_id") REFERENCES "public"."font_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_colors" ADD CONSTRAINT "organization_colors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_configs" ADD CONSTRAINT "organization_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_fonts" ADD CONSTRAINT "organization_fonts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_fonts" ADD CONSTRAINT "organization_fonts_font_family_id_font_families_id_fk" FOREIGN KEY ("font_family_id") REFERENCES "public"."font_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_terms" ADD CONSTRAINT "organization_terms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_terms" ADD CONSTRAINT "organization_terms_term_slug_terms_slug_fk" FOREIGN KEY ("term_slug") REFERENCES "public"."terms"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_field_modifiers" ADD CONSTRAINT "registration_field_modifiers_field_fk" FOREIGN KEY ("organization_id","field_id") REFERENCES "public"."registration_fields"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_fields" ADD CONSTRAINT "registration_fields_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_categories" ADD CONSTRAINT "learning_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_categories" ADD CONSTRAINT "learning_categories_parent_fk" FOREIGN KEY ("organization_id","parent_id") REFERENCES "public"."learning_categories"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_fk" FOREIGN KEY ("organization_id","announcement_id") REFERENCES "public"."organization_announcements"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_announcement_translations" ADD CONSTRAINT "announcement_translations_announcement_fk" FOREIGN KEY ("organization_id","announcement_id") REFERENCES "public"."organization_announcements"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_announcements" ADD CONSTRAINT "organization_announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_announcements" ADD CONSTRAINT "organization_announcements_created_by_fk" FOREIGN KEY ("organization_id","created_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_remotes" ADD CONSTRAINT "organization_remotes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_announcements_org_created" ON "organization_announcements" USING btree ("organization_id","created_at" DESC NULLS LAST);
CREATE TABLE "social_comment_likes" (
	"organization_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_comment_likes_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "social_comments_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "social_comments_like_count" CHECK ("social_comments"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_event_attachments" (
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_event_attachments_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
CREATE TABLE "social_event_attendance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"credit_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "social_event_attendance_items_org_id" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "social_event_attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"attendance_item_id" integer NOT NULL,
	"enrollment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"checked_in_by" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_event_attendance_records_once" UNIQUE("attendance_item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_event_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'FREE' NOT NULL,
	"purchased_item_id" integer,
	"ticket_nonce" text NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_event_enrollments_member" UNIQUE("event_id","user_id"),
	CONSTRAINT "social_event_enrollments_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "social_event_enrollments_status" CHECK ("social_event_enrollments"."status" in ('ENROLLED', 'WAITLISTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "social_event_favorites" (
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_event_favorites_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_event_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_media_id" integer
);
--> statement-breakpoint
CREATE TABLE "social_event_hosts" (
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "social_event_hosts_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_event_reminders" (
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_event_reminders_pk" PRIMARY KEY("event_id","user_id","kind"),
	CONSTRAINT "social_event_reminders_kind" CHECK ("social_event_reminders"."kind" in ('24h', '1h'))
);
--> statement-breakpoint
CREATE TABLE "social_event_translations" (
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outline" text DEFAULT '' NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	CONSTRAINT "social_event_translations_pk" PRIMARY KEY("event_id","language")
);
--> statement-breakpoint
CREATE TABLE "social_event_views" (
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_event_views_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"group_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outline" text DEFAULT '' NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"credit_hours" numeric(6, 2),
	"ceu" numeric(6, 2),
	"type" text DEFAULT 'ONLINE' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"max_enrollment_count" integer,
	"enrolled_count" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"ending_time" timestamp with time zone NOT NULL,
	"enrollment_starts_at" timestamp with time zone,
	"enrollment_ends_at" timestamp with time zone,
	"meeting_url" text,
	"location" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"cover_media_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"old_price" integer,
	"cancelled_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_events_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "social_events_type" CHECK ("social_events"."type" in ('ONLINE', 'ON_SITE')),
	CONSTRAINT "social_events_times" CHECK ("social_events"."ending_time" > "social_events"."start_time"),
	CONSTRAINT "social_events_places" CHECK ("social_events"."max_enrollment_count" is null or "social_events"."max_enrollment_count" > 0),
	CONSTRAINT "social_events_enrolled" CHECK ("social_events"."enrolled_count" >= 0 and ("social_events"."max_enrollment_count" is null or "social_events"."enrolled_count" <= "social_events"."max_enrollment_count")),
	CONSTRAINT "social_events_price" CHECK ("social_events"."price" >= 0 and ("social_events"."old_price" is null or "social_events"."old_price" >= 0))
);
--> statement-breakpoint
CREATE TABLE "social_group_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"acted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_group_memberships_member" UNIQUE("group_id","user_id"),
	CONSTRAINT "social_group_memberships_role" CHECK ("social_group_memberships"."role" in ('ADMIN', 'MEMBER')),
	CONSTRAINT "social_group_memberships_status" CHECK ("social_group_memberships"."status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'BLOCKED', 'INVITED'))
);
--> statement-breakpoint
CREATE TABLE "social_group_ratings" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_group_ratings_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "social_group_ratings_range" CHECK ("social_group_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "social_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privacy" text DEFAULT 'PRIVATE' NOT NULL,
	"post_permission" text DEFAULT 'EVERYONE' NOT NULL,
	"image_media_id" integer,
	"created_by" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_groups_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "social_groups_privacy" CHECK ("social_groups"."privacy" in ('PUBLIC', 'PRIVATE', 'SECRET')),
	CONSTRAINT "social_groups_post_permission" CHECK ("social_groups"."post_permission" in ('EVERYONE', 'ADMINS')),
	CONSTRAINT "social_groups_name" CHECK (length("social_groups"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "social_post_likes" (
	"organization_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_post_likes_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_post_media" (
	"organization_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_post_media_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
CREATE TABLE "social_post_saves" (
	"organization_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_post_saves_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"pinned_by" integer,
	"pinned_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "social_posts_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "social_posts_counts" CHECK ("social_posts"."like_count" >= 0 and "social_posts"."comment_count" >= 0 and "social_posts"."save_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "social_comment_likes" ADD CONSTRAINT "social_comment_likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comment_likes" ADD CONSTRAINT "social_comment_likes_comment_fk" FOREIGN KEY ("organization_id","comment_id") REFERENCES "public"."social_comments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comment_likes" ADD CONSTRAINT "social_comment_likes_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_post_fk" FOREIGN KEY ("organization_id","post_id") REFERENCES "public"."social_posts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_parent_fk" FOREIGN KEY ("organization_id","parent_id") REFERENCES "public"."social_comments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_author_fk" FOREIGN KEY ("organization_id","author_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attachments" ADD CONSTRAINT "social_event_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attachments" ADD CONSTRAINT "social_event_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attachments" ADD CONSTRAINT "social_event_attachments_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_items" ADD CONSTRAINT "social_event_attendance_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_items" ADD CONSTRAINT "social_event_attendance_items_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" ADD CONSTRAINT "social_event_attendance_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" ADD CONSTRAINT "social_event_attendance_records_item_fk" FOREIGN KEY ("organization_id","attendance_item_id") REFERENCES "public"."social_event_attendance_items"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" ADD CONSTRAINT "social_event_attendance_records_enrollment_fk" FOREIGN KEY ("organization_id","enrollment_id") REFERENCES "public"."social_event_enrollments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" ADD CONSTRAINT "social_event_attendance_records_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" ADD CONSTRAINT "social_event_attendance_records_host_fk" FOREIGN KEY ("organization_id","checked_in_by") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_enrollments" ADD CONSTRAINT "social_event_enrollments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_enrollments" ADD CONSTRAINT "social_event_enrollments_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_enrollments" ADD CONSTRAINT "social_event_enrollments_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_favorites" ADD CONSTRAINT "social_event_favorites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_favorites" ADD CONSTRAINT "social_event_favorites_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_favorites" ADD CONSTRAINT "social_event_favorites_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_guests" ADD CONSTRAINT "social_event_guests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_guests" ADD CONSTRAINT "social_event_guests_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_guests" ADD CONSTRAINT "social_event_guests_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_hosts" ADD CONSTRAINT "social_event_hosts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_hosts" ADD CONSTRAINT "social_event_hosts_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_hosts" ADD CONSTRAINT "social_event_hosts_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_reminders" ADD CONSTRAINT "social_event_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_reminders" ADD CONSTRAINT "social_event_reminders_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_reminders" ADD CONSTRAINT "social_event_reminders_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_translations" ADD CONSTRAINT "social_event_translations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_translations" ADD CONSTRAINT "social_event_translations_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_views" ADD CONSTRAINT "social_event_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_views" ADD CONSTRAINT "social_event_views_event_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."social_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_event_views" ADD CONSTRAINT "social_event_views_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_events" ADD CONSTRAINT "social_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_events" ADD CONSTRAINT "social_events_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_events" ADD CONSTRAINT "social_events_group_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."social_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_events" ADD CONSTRAINT "social_events_creator_fk" FOREIGN KEY ("organization_id","created_by") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_group_memberships" ADD CONSTRAINT "social_group_memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_group_memberships" ADD CONSTRAINT "social_group_memberships_group_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."social_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_group_memberships" ADD CONSTRAINT "social_group_memberships_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_group_ratings" ADD CONSTRAINT "social_group_ratings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_group_ratings" ADD CONSTRAINT "social_group_ratings_group_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."social_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_group_ratings" ADD CONSTRAINT "social_group_ratings_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_groups" ADD CONSTRAINT "social_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_groups" ADD CONSTRAINT "social_groups_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_groups" ADD CONSTRAINT "social_groups_creator_fk" FOREIGN KEY ("organization_id","created_by") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_likes" ADD CONSTRAINT "social_post_likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_likes" ADD CONSTRAINT "social_post_likes_post_fk" FOREIGN KEY ("organization_id","post_id") REFERENCES "public"."social_posts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_likes" ADD CONSTRAINT "social_post_likes_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_media" ADD CONSTRAINT "social_post_media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_media" ADD CONSTRAINT "social_post_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_media" ADD CONSTRAINT "social_post_media_post_fk" FOREIGN KEY ("organization_id","post_id") REFERENCES "public"."social_posts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_saves" ADD CONSTRAINT "social_post_saves_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_saves" ADD CONSTRAINT "social_post_saves_post_fk" FOREIGN KEY ("organization_id","post_id") REFERENCES "public"."social_posts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_saves" ADD CONSTRAINT "social_post_saves_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_group_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."social_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_author_fk" FOREIGN KEY ("organization_id","author_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_comments_post" ON "social_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "social_comments_author" ON "social_comments" USING btree ("organization_id","author_id","created_at");--> statement-breakpoint
CREATE INDEX "social_event_attendance_items_event" ON "social_event_attendance_items" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "social_event_attendance_records_user" ON "social_event_attendance_records" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_event_enrollments_ticket" ON "social_event_enrollments" USING btree ("ticket_nonce");--> statement-breakpoint
CREATE INDEX "social_event_enrollments_waitlist" ON "social_event_enrollments" USING btree ("event_id","waitlisted_at","id") WHERE "social_event_enrollments"."status" = 'WAITLISTED';--> statement-breakpoint
CREATE INDEX "social_event_enrollments_user" ON "social_event_enrollments" USING btree ("organization_id","user_id","status");--> statement-breakpoint
CREATE INDEX "social_event_favorites_user" ON "social_event_favorites" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "social_event_guests_event" ON "social_event_guests" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "social_event_hosts_user" ON "social_event_hosts" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "social_events_listing" ON "social_events" USING btree ("organization_id","is_published","start_time","id");--> statement-breakpoint
CREATE INDEX "social_events_group" ON "social_events" USING btree ("organization_id","group_id","start_time");--> statement-breakpoint
CREATE INDEX "social_group_memberships_user" ON "social_group_memberships" USING btree ("organization_id","user_id","status");--> statement-breakpoint
CREATE INDEX "social_group_memberships_group_status" ON "social_group_memberships" USING btree ("group_id","status","id");--> statement-breakpoint
CREATE INDEX "social_post_likes_user" ON "social_post_likes" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "social_post_saves_user" ON "social_post_saves" USING btree ("organization_id","user_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "social_posts_group_feed" ON "social_posts" USING btree ("group_id","is_pinned","created_at","id");--> statement-breakpoint
CREATE INDEX "social_posts_author" ON "social_posts" USING btree ("organization_id","author_id","created_at");
--> statement-breakpoint
ALTER TABLE "social_comment_likes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_comment_likes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_comment_likes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_comments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_comments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_attachments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_attachments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_attendance_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_attendance_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_attendance_items" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_attendance_records" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_attendance_records" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_enrollments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_enrollments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_enrollments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_favorites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_favorites" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_favorites" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_guests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_guests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_guests" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_hosts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_hosts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_hosts" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_reminders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_reminders" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_translations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_translations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_translations" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_event_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_event_views" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_event_views" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_events" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_group_memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_group_memberships" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_group_memberships" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_group_ratings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_group_ratings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_group_ratings" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_groups" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_post_likes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_post_likes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_post_likes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_post_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_post_media" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_post_media" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_post_saves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_post_saves" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_post_saves" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());
--> statement-breakpoint
ALTER TABLE "social_posts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "social_posts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "social_posts" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());

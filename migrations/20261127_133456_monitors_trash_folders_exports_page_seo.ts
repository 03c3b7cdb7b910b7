import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monitors_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_folders_folder_type" AS ENUM('media');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMonitorConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckMonitors' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionImport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMonitorConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckMonitors' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionImport' BEFORE 'schedulePublish';
  CREATE TABLE "monitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_monitors_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_score" numeric,
  	"last_checked_at" timestamp(3) with time zone,
  	"last_result" jsonb,
  	"last_error" varchar,
  	"last_alert_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'contact-messages' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_folders_folder_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_payload_folders_folder_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload_folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"folder_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_seo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_title" varchar DEFAULT 'Optimize Your Business for AI' NOT NULL,
  	"home_description" varchar DEFAULT 'AI-native websites, apps and bespoke business tools, built fast and made visible to AI assistants. Plans from {plansFrom} a month, with a working prototype within 24 hours.' NOT NULL,
  	"home_image_id" integer,
  	"work_with_us_title" varchar DEFAULT 'Work with us' NOT NULL,
  	"work_with_us_description" varchar DEFAULT 'Monthly AI development plans from {plansFrom} a month, and bespoke portals, CRM, intranets and dashboards from {bespokeFrom}, each with setup, training and 30 days of support.' NOT NULL,
  	"work_with_us_image_id" integer,
  	"ai_visibility_title" varchar DEFAULT 'AI Visibility Optimisation' NOT NULL,
  	"ai_visibility_description" varchar DEFAULT 'Get your business found, understood and recommended by ChatGPT, Claude, Perplexity and Gemini. Set up in 5 minutes, live in 24 hours, from {plansFrom} a month.' NOT NULL,
  	"ai_visibility_image_id" integer,
  	"ai_checker_title" varchar DEFAULT 'AI Visibility Checker' NOT NULL,
  	"ai_checker_description" varchar DEFAULT 'Free check of how visible your website is to AI assistants: robots.txt verdicts for {crawlers} AI crawlers, structured data, meta tags, llms.txt and sitemap, with a score out of 100 and recommendations.' NOT NULL,
  	"ai_checker_image_id" integer,
  	"coaching_title" varchar DEFAULT 'Executive AI Coaching' NOT NULL,
  	"coaching_description" varchar DEFAULT 'One-to-one AI coaching for executives, professionals, entrepreneurs and business owners: 60-minute sessions from {sessionFrom}, a {courseMinutes}-minute self-paced course and a satisfaction refund promise.' NOT NULL,
  	"coaching_image_id" integer,
  	"contact_title" varchar DEFAULT 'Contact us' NOT NULL,
  	"contact_description" varchar DEFAULT 'Tell us about your business and what you want to achieve with AI. We build AI solutions that accelerate your business, and we reply within 24 hours.' NOT NULL,
  	"contact_image_id" integer,
  	"blog_title" varchar DEFAULT 'Blog' NOT NULL,
  	"blog_description" varchar DEFAULT 'Guides and insights on AI visibility, AI-native websites and putting AI to work in your business: robots.txt for AI crawlers, structured data, llms.txt and more.' NOT NULL,
  	"blog_image_id" integer,
  	"vibe_coding_title" varchar DEFAULT 'AI Vibe Coding' NOT NULL,
  	"vibe_coding_description" varchar DEFAULT 'Build software by describing the feeling, flow and purpose of what you want. Six creative states, four AI allies and sample prompts to start your vibe coding journey.' NOT NULL,
  	"vibe_coding_image_id" integer,
  	"showcase_title" varchar DEFAULT 'AI-Native Solutions' NOT NULL,
  	"showcase_description" varchar DEFAULT 'Predictive analytics, business dashboards and AI assistants built around your business. Try the live demos, then get a working prototype within 24 hours.' NOT NULL,
  	"showcase_image_id" integer,
  	"timeframes_title" varchar DEFAULT 'Timeframes: what you get, and when' NOT NULL,
  	"timeframes_description" varchar DEFAULT 'A working prototype within 24 hours that you pay for only if you approve it, monthly plan rhythms, delivery times for every bespoke solution and AI visibility live in 24 hours.' NOT NULL,
  	"timeframes_image_id" integer,
  	"onboarding_title" varchar DEFAULT 'Start your project' NOT NULL,
  	"onboarding_description" varchar DEFAULT 'Tell us what to build: a business dashboard, an AI assistant or predictive analytics. We reply within 24 hours and deliver a working prototype within 24 hours, paid only if you approve it.' NOT NULL,
  	"onboarding_image_id" integer,
  	"request_info_title" varchar DEFAULT 'Request more info' NOT NULL,
  	"request_info_description" varchar DEFAULT 'Ask us for more information about a plan or a bespoke solution.' NOT NULL,
  	"request_info_image_id" integer,
  	"privacy_policy_title" varchar DEFAULT 'Privacy Policy' NOT NULL,
  	"privacy_policy_description" varchar DEFAULT 'How we collect, use and protect personal data from our contact, onboarding and waitlist forms and the AI Visibility Checker, and your rights under UK GDPR.' NOT NULL,
  	"privacy_policy_image_id" integer,
  	"terms_of_service_title" varchar DEFAULT 'Terms of Service' NOT NULL,
  	"terms_of_service_description" varchar DEFAULT 'The terms for our AI development, AI visibility and coaching services: a working prototype within 24 hours that you pay for only if approved, fees, prohibited projects, liability and UK governing law.' NOT NULL,
  	"terms_of_service_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "posts" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "folder_id" integer;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payload_folders_id" integer;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_folders_folder_type" ADD CONSTRAINT "payload_folders_folder_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_folders" ADD CONSTRAINT "payload_folders_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_home_image_id_media_id_fk" FOREIGN KEY ("home_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_work_with_us_image_id_media_id_fk" FOREIGN KEY ("work_with_us_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_ai_visibility_image_id_media_id_fk" FOREIGN KEY ("ai_visibility_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_ai_checker_image_id_media_id_fk" FOREIGN KEY ("ai_checker_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_coaching_image_id_media_id_fk" FOREIGN KEY ("coaching_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_contact_image_id_media_id_fk" FOREIGN KEY ("contact_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_blog_image_id_media_id_fk" FOREIGN KEY ("blog_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_vibe_coding_image_id_media_id_fk" FOREIGN KEY ("vibe_coding_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_showcase_image_id_media_id_fk" FOREIGN KEY ("showcase_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_timeframes_image_id_media_id_fk" FOREIGN KEY ("timeframes_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_onboarding_image_id_media_id_fk" FOREIGN KEY ("onboarding_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_request_info_image_id_media_id_fk" FOREIGN KEY ("request_info_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_privacy_policy_image_id_media_id_fk" FOREIGN KEY ("privacy_policy_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_terms_of_service_image_id_media_id_fk" FOREIGN KEY ("terms_of_service_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "monitors_email_idx" ON "monitors" USING btree ("email");
  CREATE INDEX "monitors_status_idx" ON "monitors" USING btree ("status");
  CREATE INDEX "monitors_last_checked_at_idx" ON "monitors" USING btree ("last_checked_at");
  CREATE INDEX "monitors_updated_at_idx" ON "monitors" USING btree ("updated_at");
  CREATE INDEX "monitors_created_at_idx" ON "monitors" USING btree ("created_at");
  CREATE UNIQUE INDEX "domain_email_idx" ON "monitors" USING btree ("domain","email");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE INDEX "payload_folders_folder_type_order_idx" ON "payload_folders_folder_type" USING btree ("order");
  CREATE INDEX "payload_folders_folder_type_parent_idx" ON "payload_folders_folder_type" USING btree ("parent_id");
  CREATE INDEX "payload_folders_name_idx" ON "payload_folders" USING btree ("name");
  CREATE INDEX "payload_folders_folder_idx" ON "payload_folders" USING btree ("folder_id");
  CREATE INDEX "payload_folders_updated_at_idx" ON "payload_folders" USING btree ("updated_at");
  CREATE INDEX "payload_folders_created_at_idx" ON "payload_folders" USING btree ("created_at");
  CREATE INDEX "page_seo_home_home_image_idx" ON "page_seo" USING btree ("home_image_id");
  CREATE INDEX "page_seo_work_with_us_work_with_us_image_idx" ON "page_seo" USING btree ("work_with_us_image_id");
  CREATE INDEX "page_seo_ai_visibility_ai_visibility_image_idx" ON "page_seo" USING btree ("ai_visibility_image_id");
  CREATE INDEX "page_seo_ai_checker_ai_checker_image_idx" ON "page_seo" USING btree ("ai_checker_image_id");
  CREATE INDEX "page_seo_coaching_coaching_image_idx" ON "page_seo" USING btree ("coaching_image_id");
  CREATE INDEX "page_seo_contact_contact_image_idx" ON "page_seo" USING btree ("contact_image_id");
  CREATE INDEX "page_seo_blog_blog_image_idx" ON "page_seo" USING btree ("blog_image_id");
  CREATE INDEX "page_seo_vibe_coding_vibe_coding_image_idx" ON "page_seo" USING btree ("vibe_coding_image_id");
  CREATE INDEX "page_seo_showcase_showcase_image_idx" ON "page_seo" USING btree ("showcase_image_id");
  CREATE INDEX "page_seo_timeframes_timeframes_image_idx" ON "page_seo" USING btree ("timeframes_image_id");
  CREATE INDEX "page_seo_onboarding_onboarding_image_idx" ON "page_seo" USING btree ("onboarding_image_id");
  CREATE INDEX "page_seo_request_info_request_info_image_idx" ON "page_seo" USING btree ("request_info_image_id");
  CREATE INDEX "page_seo_privacy_policy_privacy_policy_image_idx" ON "page_seo" USING btree ("privacy_policy_image_id");
  CREATE INDEX "page_seo_terms_of_service_terms_of_service_image_idx" ON "page_seo" USING btree ("terms_of_service_image_id");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_edited_by_id_admins_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_edited_by_id_admins_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitors_fk" FOREIGN KEY ("monitors_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payload_folders_fk" FOREIGN KEY ("payload_folders_id") REFERENCES "public"."payload_folders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_edited_by_idx" ON "posts" USING btree ("edited_by_id");
  CREATE INDEX "posts_deleted_at_idx" ON "posts" USING btree ("deleted_at");
  CREATE INDEX "_posts_v_version_version_edited_by_idx" ON "_posts_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_posts_v_version_version_deleted_at_idx" ON "_posts_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder_id");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE INDEX "payload_locked_documents_rels_monitors_id_idx" ON "payload_locked_documents_rels" USING btree ("monitors_id");
  CREATE INDEX "payload_locked_documents_rels_payload_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("payload_folders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monitors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_folders_folder_type" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_folders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_seo" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monitors" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_folders_folder_type" CASCADE;
  DROP TABLE "payload_folders" CASCADE;
  DROP TABLE "page_seo" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_edited_by_id_admins_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_edited_by_id_admins_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_folder_id_payload_folders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payload_folders_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'welcomeWaitlistEntry', 'alertLoginAttack', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'welcomeWaitlistEntry', 'alertLoginAttack', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "posts_edited_by_idx";
  DROP INDEX "posts_deleted_at_idx";
  DROP INDEX "_posts_v_version_version_edited_by_idx";
  DROP INDEX "_posts_v_version_version_deleted_at_idx";
  DROP INDEX "media_folder_idx";
  DROP INDEX "media_deleted_at_idx";
  DROP INDEX "payload_locked_documents_rels_monitors_id_idx";
  DROP INDEX "payload_locked_documents_rels_payload_folders_id_idx";
  ALTER TABLE "posts" DROP COLUMN "edited_by_id";
  ALTER TABLE "posts" DROP COLUMN "deleted_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "folder_id";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payload_folders_id";
  DROP TYPE "public"."enum_monitors_status";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_folders_folder_type";`)
}

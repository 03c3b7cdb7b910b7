import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  CREATE INDEX "page_seo_terms_of_service_terms_of_service_image_idx" ON "page_seo" USING btree ("terms_of_service_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_seo" CASCADE;`)
}

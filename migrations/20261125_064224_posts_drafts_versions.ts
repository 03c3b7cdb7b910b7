import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Posts get Payload's drafts and versions: `status` becomes Payload's `_status` (same values,
 * same enum), every existing post gets its first version (the version history and the drafts
 * queries of /cms and the dashboard read versions), and scheduled publishing moves from the
 * old publishScheduledPost job to Payload's schedulePublish: a post published with a future
 * publishedAt becomes a draft with a schedulePublish job at that time.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The old job's task leaves the enum below; its pending jobs are replaced further down.
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'publishScheduledPost';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'publishScheduledPost';`)
  await db.execute(sql`
   CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" varchar,
  	"version_content_html" varchar,
  	"version_hero_image" varchar,
  	"version_category" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_read_time" numeric DEFAULT 5,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_name" varchar DEFAULT 'Admin',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "posts" RENAME COLUMN "status" TO "_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "posts_status_idx";
  ALTER TABLE "posts" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "read_time" DROP NOT NULL;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_texts" ADD CONSTRAINT "_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_texts_order_parent" ON "_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");`)
  await db.execute(sql`
  INSERT INTO "payload_jobs" ("input", "task_slug", "queue", "wait_until")
    SELECT jsonb_build_object('type', 'publish', 'doc',
             jsonb_build_object('relationTo', 'posts', 'value', "id"::text)),
           'schedulePublish', 'default', "published_at"
    FROM "posts" WHERE "_status" = 'published' AND "published_at" > now();
  UPDATE "posts" SET "_status" = 'draft' WHERE "_status" = 'published' AND "published_at" > now();
  INSERT INTO "_posts_v" ("parent_id", "version_title", "version_slug", "version_excerpt",
      "version_content", "version_content_html", "version_hero_image", "version_category",
      "version_meta_title", "version_meta_description", "version_read_time",
      "version_published_at", "version_author_name", "version_updated_at", "version_created_at",
      "version__status", "created_at", "updated_at", "latest", "autosave")
    SELECT "id", "title", "slug", "excerpt", "content", "content_html", "hero_image", "category",
      "meta_title", "meta_description", "read_time", "published_at", "author_name", "updated_at",
      "created_at", "_status"::text::"enum__posts_v_version_status", "updated_at", "updated_at",
      true, false
    FROM "posts";
  INSERT INTO "_posts_v_texts" ("order", "parent_id", "path", "text")
    SELECT t."order", v."id", 'version.' || t."path", t."text"
    FROM "posts_texts" t JOIN "_posts_v" v ON v."parent_id" = t."parent_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Scheduled posts go back to the old shape (published, future publishedAt, hidden until then);
  // their cache is refreshed by the pages' revalidate time, as the old job is not recreated.
  await db.execute(sql`
  UPDATE "posts" SET "_status" = 'published'
    WHERE "id"::text IN (SELECT "input"->'doc'->>'value' FROM "payload_jobs"
      WHERE "task_slug" = 'schedulePublish' AND "completed_at" IS NULL
        AND "input"->'doc'->>'relationTo' = 'posts' AND "input"->>'type' = 'publish');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('schedulePublish', 'expireBlog');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('schedulePublish', 'expireBlog');`)
  await db.execute(sql`
   ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_texts" CASCADE;
  ALTER TABLE "posts" RENAME COLUMN "_status" TO "status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'publishScheduledPost');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'publishScheduledPost');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "posts__status_idx";
  ALTER TABLE "posts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "read_time" SET NOT NULL;
  CREATE INDEX "posts_status_idx" ON "posts" USING btree ("status");
  DROP TYPE "public"."enum__posts_v_version_status";`)
}

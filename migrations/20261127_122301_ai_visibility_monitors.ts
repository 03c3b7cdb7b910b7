import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monitors_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMonitorConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckMonitors' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMonitorConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckMonitors' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitors_id" integer;
  CREATE INDEX "monitors_email_idx" ON "monitors" USING btree ("email");
  CREATE INDEX "monitors_status_idx" ON "monitors" USING btree ("status");
  CREATE INDEX "monitors_last_checked_at_idx" ON "monitors" USING btree ("last_checked_at");
  CREATE INDEX "monitors_updated_at_idx" ON "monitors" USING btree ("updated_at");
  CREATE INDEX "monitors_created_at_idx" ON "monitors" USING btree ("created_at");
  CREATE UNIQUE INDEX "domain_email_idx" ON "monitors" USING btree ("domain","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitors_fk" FOREIGN KEY ("monitors_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_monitors_id_idx" ON "payload_locked_documents_rels" USING btree ("monitors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monitors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monitors" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitors_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'welcomeWaitlistEntry', 'alertLoginAttack', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'welcomeWaitlistEntry', 'alertLoginAttack', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_monitors_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitors_id";
  DROP TYPE "public"."enum_monitors_status";`)
}

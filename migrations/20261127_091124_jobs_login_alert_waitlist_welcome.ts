import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The tasks that alert an administrator to a guessing attack and welcome a waitlist sign-up. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'welcomeWaitlistEntry' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertLoginAttack' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'welcomeWaitlistEntry' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertLoginAttack' BEFORE 'schedulePublish';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The old types cannot hold the new tasks' names: their jobs go first.
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('welcomeWaitlistEntry', 'alertLoginAttack');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('welcomeWaitlistEntry', 'alertLoginAttack');
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyTeam', 'sendWaitlistConfirmation', 'expireBlog', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}

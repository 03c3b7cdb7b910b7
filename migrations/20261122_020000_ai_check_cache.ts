import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Domain check results, shared by every app instance and kept for 10 minutes (read side filters).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "ai_check_cache" (
      "domain" varchar(300) PRIMARY KEY,
      "result" jsonb NOT NULL,
      "checked_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "ai_check_cache_checked_at_idx" ON "ai_check_cache" ("checked_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "ai_check_cache";`)
}

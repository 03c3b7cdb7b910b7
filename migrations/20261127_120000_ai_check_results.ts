import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Domain check results behind their shareable addresses, kept 90 days (read side filters, writes
// sweep). The id is random and unguessable; the domain index finds a domain's earlier result.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "ai_check_results" (
      "id" varchar(32) PRIMARY KEY,
      "domain" varchar(300) NOT NULL,
      "result" jsonb NOT NULL,
      "checked_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "ai_check_results_domain_checked_at_idx"
      ON "ai_check_results" ("domain", "checked_at" DESC);
    CREATE INDEX IF NOT EXISTS "ai_check_results_checked_at_idx"
      ON "ai_check_results" ("checked_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "ai_check_results";`)
}

import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * When a monitor's confirmation email last went out (a sign-up repeated within the hour sends no
 * other), and the outbox's ledger: one row per mail let through to an address a visitor typed,
 * the mailbox and the client as keyed hashes (src/lib/outbox/gate.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "monitors" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
    CREATE TABLE IF NOT EXISTS "mail_outbox" (
      "id" bigserial PRIMARY KEY,
      "mailbox" varchar(64) NOT NULL,
      "client" varchar(64),
      "kind" varchar(16) NOT NULL,
      "sent_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "mail_outbox_mailbox_idx" ON "mail_outbox" ("mailbox", "sent_at");
    CREATE INDEX IF NOT EXISTS "mail_outbox_client_idx" ON "mail_outbox" ("client", "sent_at")
      WHERE "client" IS NOT NULL;
    CREATE INDEX IF NOT EXISTS "mail_outbox_sent_at_idx" ON "mail_outbox" ("sent_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "mail_outbox";
    ALTER TABLE "monitors" DROP COLUMN "confirmation_sent_at";
  `)
}

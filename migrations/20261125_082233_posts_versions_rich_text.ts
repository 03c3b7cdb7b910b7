import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The versions table of posts (drafts) gets the rich-text body and the Media hero pick that posts
 * themselves gained, and the versions that already exist take both from their post. Its JSON
 * snapshot is the whole schema, so the next `migrate:create` diffs against everything before it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_posts_v" ADD COLUMN IF NOT EXISTS "version_body" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN IF NOT EXISTS "version_hero_media_id" integer;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_media_id_media_id_fk" FOREIGN KEY ("version_hero_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX IF NOT EXISTS "_posts_v_version_version_hero_media_idx" ON "_posts_v" USING btree ("version_hero_media_id");
  UPDATE "_posts_v" AS v SET "version_body" = p."body", "version_hero_media_id" = p."hero_media_id"
    FROM "posts" AS p
    WHERE v."parent_id" = p."id" AND v."version_body" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_posts_v" DROP CONSTRAINT IF EXISTS "_posts_v_version_hero_media_id_media_id_fk";
  DROP INDEX IF EXISTS "_posts_v_version_version_hero_media_idx";
  ALTER TABLE "_posts_v" DROP COLUMN IF EXISTS "version_hero_media_id";
  ALTER TABLE "_posts_v" DROP COLUMN IF EXISTS "version_body";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { findMediaByUrl, markdownToBody } from '../src/collections/Posts/richText'

type PostRow = { id: number; content: string | null; hero_image: string | null }

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "posts" ADD COLUMN "body" jsonb;
  ALTER TABLE "posts" ADD COLUMN "hero_media_id" integer;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_media_id_media_id_fk" FOREIGN KEY ("hero_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_hero_media_idx" ON "posts" USING btree ("hero_media_id");`)

  // Posts written before the rich-text field get it from their Markdown, and a hero image that
  // is a Media URL becomes the Media pick; other hero URLs and data URIs stay as they are.
  const { rows } = await db.execute(sql`SELECT "id", "content", "hero_image" FROM "posts"`)
  for (const row of rows as PostRow[]) {
    const body = await markdownToBody(payload, row.content ?? '')
    const media = row.hero_image ? await findMediaByUrl(payload, row.hero_image) : null
    await db.execute(sql`
    UPDATE "posts" SET "body" = ${JSON.stringify(body)}::jsonb, "hero_media_id" = ${media?.id ?? null}
    WHERE "id" = ${row.id};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "posts" DROP CONSTRAINT "posts_hero_media_id_media_id_fk";
  DROP INDEX "posts_hero_media_idx";
  ALTER TABLE "posts" DROP COLUMN "body";
  ALTER TABLE "posts" DROP COLUMN "hero_media_id";`)
}

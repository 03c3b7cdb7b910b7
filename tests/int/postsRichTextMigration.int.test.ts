import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import sharp from 'sharp'
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { up } from '../../migrations/20261125_062528_posts_rich_text_hero_media'

import { databaseOfItsOwn } from '../support/ownDatabase'

let payload: Payload

// The posts table is taken back to its shape before the migration: on a database of this
// file's own, so that no other file meets it half-way.
beforeAll(async () => {
  process.env.DATABASE_URL = await databaseOfItsOwn('rich_text')
  payload = await (await import('../support/payload')).testPayload()
})

describe('the rich-text migration on a database written before it', () => {
  it('gives existing posts rich text from their Markdown and their Media hero image as the pick', async () => {
    const data = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#222' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Old hero' },
      file: { data, mimetype: 'image/png', name: 'old-hero.png', size: data.byteLength },
      overrideAccess: true,
    })
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    // The posts table as it was before the migration, with two posts written then.
    await db.execute(sql`
      ALTER TABLE "posts" DROP CONSTRAINT "posts_hero_media_id_media_id_fk";
      DROP INDEX "posts_hero_media_idx";
      ALTER TABLE "posts" DROP COLUMN "body";
      ALTER TABLE "posts" DROP COLUMN "hero_media_id";`)
    await db.execute(sql`
      INSERT INTO "posts" ("title", "slug", "content", "content_html", "hero_image", "_status", "read_time", "updated_at", "created_at")
      VALUES
        ('Old one', 'old-one', ${'## Old heading\n\n- a\n- b\n'}, '', ${media.url}, 'published', 3, now(), now()),
        ('Old two', 'old-two', 'Just text.', '', 'https://cdn.example.com/x.png', 'draft', 3, now(), now());`)

    await up({ db, payload, req: {} as PayloadRequest } as Parameters<typeof up>[0])

    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { in: ['old-one', 'old-two'] } },
      sort: 'slug',
      depth: 0,
      overrideAccess: true,
    })
    const [one, two] = docs
    expect(JSON.stringify(one?.body)).toContain('"tag":"h2"')
    expect(JSON.stringify(one?.body)).toContain('Old heading')
    expect(one?.heroMedia).toBe(media.id)
    expect(one?.heroImage).toBe(media.url)
    expect(JSON.stringify(two?.body)).toContain('Just text.')
    expect(two?.heroMedia).toBeNull()
    expect(two?.heroImage).toBe('https://cdn.example.com/x.png')
  })
})

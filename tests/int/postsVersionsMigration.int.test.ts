import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '../../migrations/20261125_064224_posts_drafts_versions'
import { up as upVersionsRichText } from '../../migrations/20261125_082233_posts_versions_rich_text'
import { databaseOfItsOwn } from '../support/ownDatabase'

let payload: Payload

// The migration is run down and up again: on a database of this file's own, as going down
// also takes back what later migrations added.
beforeAll(async () => {
  process.env.DATABASE_URL = await databaseOfItsOwn('versions')
  payload = await (await import('../support/payload')).testPayload()
})

const sql = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> =>
  (await payload.db.pool.query(text, values)).rows as Row[]

describe('the drafts-and-versions migration', () => {
  it('moves status to _status, gives every post a first version and reschedules through schedulePublish', async () => {
    const migration = { db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<
      typeof up
    >[0]
    // Back to the shape of a database from before drafts, with a post of each kind.
    await down(migration)
    const soonAt = new Date(Date.now() + 86_400_000)
    const rows = await sql<{ id: number; slug: string }>(
      `INSERT INTO posts (title, slug, content, content_html, read_time, status, published_at)
       VALUES ('Legacy live', 'legacy-live', 'Live.', '<p>Live.</p>', 5, 'published', now() - interval '1 day'),
              ('Legacy soon', 'legacy-soon', 'Soon.', '<p>Soon.</p>', 5, 'published', $1),
              ('Legacy draft', 'legacy-draft', 'Draft.', '<p>Draft.</p>', 5, 'draft', NULL)
       RETURNING id, slug`,
      [soonAt.toISOString()],
    )
    const id = Object.fromEntries(rows.map((row) => [row.slug, row.id])) as Record<string, number>
    await sql(
      `INSERT INTO posts_texts ("order", parent_id, path, text) VALUES (1, $1, 'tags', 'alpha'), (2, $1, 'tags', 'beta')`,
      [id['legacy-live']],
    )
    await sql(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
       VALUES (jsonb_build_object('postId', $1::int, 'publishedAt', $2::text), 'publishScheduledPost', 'site', $2::timestamptz)`,
      [id['legacy-soon'], soonAt.toISOString()],
    )

    await up(migration)
    // The migration after it gives the versions table the rich-text and Media hero columns.
    await upVersionsRichText(migration)
    // A later migration gives the versions the trash's and the saving administrator's columns.
    await sql(
      `ALTER TABLE _posts_v
         ADD COLUMN IF NOT EXISTS version_edited_by_id integer,
         ADD COLUMN IF NOT EXISTS version_deleted_at timestamp(3) with time zone`,
    )

    const live = await payload.findByID({ collection: 'posts', id: id['legacy-live']!, depth: 0 })
    expect(live).toMatchObject({
      _status: 'published',
      status: 'published',
      tags: ['alpha', 'beta'],
    })
    const soon = await payload.findByID({ collection: 'posts', id: id['legacy-soon']!, depth: 0 })
    expect(soon._status).toBe('draft')
    const draft = await payload.findByID({ collection: 'posts', id: id['legacy-draft']!, depth: 0 })
    expect(draft._status).toBe('draft')

    // One first version per post, which the drafts queries (dashboard, /cms) read.
    const { docs: versions } = await payload.findVersions({
      collection: 'posts',
      where: { parent: { in: Object.values(id) } },
      depth: 0,
      pagination: false,
    })
    expect(versions).toHaveLength(3)
    expect(versions.every((version) => version.latest)).toBe(true)
    const liveVersion = versions.find((version) => version.parent === id['legacy-live'])
    expect(liveVersion?.version).toMatchObject({ title: 'Legacy live', tags: ['alpha', 'beta'] })
    const { docs: latest } = await payload.find({
      collection: 'posts',
      draft: true,
      where: { id: { in: Object.values(id) } },
      depth: 0,
      pagination: false,
    })
    expect(latest.map((post) => post.slug).sort()).toEqual(
      ['legacy-draft', 'legacy-live', 'legacy-soon'].sort(),
    )

    // The old job is gone; Payload's schedulePublish publishes the scheduled post at its time.
    const jobs = await sql<{ task_slug: string; input: unknown; wait_until: Date }>(
      `SELECT task_slug::text, input, wait_until FROM payload_jobs`,
    )
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.task_slug).toBe('schedulePublish')
    expect(jobs[0]!.input).toEqual({
      type: 'publish',
      doc: { relationTo: 'posts', value: String(id['legacy-soon']) },
    })
    expect(jobs[0]!.wait_until.getTime()).toBe(soonAt.getTime())
  })
})

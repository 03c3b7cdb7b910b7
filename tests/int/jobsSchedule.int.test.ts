import { describe, expect, it, vi } from 'vitest'

import { jobsFor, listPosts, payload, reserveSmtpUrl, withJobs } from '../support/jobs'

// Payload's email adapter reads SMTP_URL when the config loads: set here, at the file's top,
// before Payload starts, which also gives the file a process of its own (vitest.config.ts).
process.env.SMTP_URL = await reserveSmtpUrl()

/** Scheduled publishing through Payload's schedulePublish job. */
describe('jobs: scheduled publishing', () => {
  withJobs()

  it("publishes a post scheduled with a future publishedAt through Payload's schedulePublish job, once", async () => {
    const publishAt = new Date(Date.now() + 4_000)
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Scheduled launch',
        slug: 'scheduled-launch',
        content: 'Soon.',
        readTime: 5,
        _status: 'published',
        publishedAt: publishAt.toISOString(),
      },
      overrideAccess: true,
    })
    const slugs = async () =>
      ((await (await listPosts()).json()) as { posts: { slug: string }[] }).posts.map((p) => p.slug)

    // Held as a draft until its time, with Payload's own job queued for then.
    expect(post._status).toBe('draft')
    const [job] = await jobsFor('schedulePublish')
    expect(job?.input).toEqual({
      type: 'publish',
      doc: { relationTo: 'posts', value: String(post.id) },
    })
    expect(Date.parse(job!.waitUntil!)).toBe(publishAt.getTime())
    expect(await slugs()).not.toContain('scheduled-launch')
    await payload.jobs.run({ allQueues: true })
    expect((await jobsFor('schedulePublish'))[0]!.completedAt).toBeFalsy()
    expect(await slugs()).not.toContain('scheduled-launch')

    // The job's time comes on the real clock: the queue compares it with the database's now().
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(publishAt.getTime() + 50), {
      timeout: 10_000,
      interval: 100,
    })
    // Two runners at once: the job is claimed by one of them only.
    await Promise.all([payload.jobs.run(), payload.jobs.run()])
    const [done] = await jobsFor('schedulePublish')
    expect(done!.completedAt).toBeTruthy()
    expect(done!.totalTried).toBe(1)
    expect(await slugs()).toContain('scheduled-launch')
    const published = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
    expect(published._status).toBe('published')
    expect(published.publishedAt).toBe(publishAt.toISOString())
    const { totalDocs: versions } = await payload.countVersions({
      collection: 'posts',
      where: { parent: { equals: post.id } },
    })
    expect(versions).toBe(2)

    // The publish happened without a request: the expiry of the blog's cache waits on the web
    // server's own queue, for a process that holds that cache.
    const expiries = (await jobsFor('expireBlog')).filter((expiry) =>
      (expiry.input as { slugs?: string[] }).slugs?.includes('scheduled-launch'),
    )
    expect(expiries).toHaveLength(1)
    expect(expiries[0]!.queue).toBe('site')
  })

  it('reschedules a post whose publishedAt moves, keeping one pending job', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Now', slug: 'now', content: 'Hi', _status: 'published', readTime: 5 },
      overrideAccess: true,
    })
    expect(post._status).toBe('published')
    expect(await jobsFor('schedulePublish')).toHaveLength(0)
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const moved = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { publishedAt: later },
      overrideAccess: true,
    })
    expect(moved._status).toBe('draft')
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Now, edited' },
      overrideAccess: true,
    })
    const evenLater = new Date(Date.now() + 7_200_000).toISOString()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { publishedAt: evenLater, _status: 'published' },
      overrideAccess: true,
    })
    const pending = (await jobsFor('schedulePublish')).filter((job) => !job.completedAt)
    expect(pending).toHaveLength(1)
    expect(pending[0]!.waitUntil).toBe(evenLater)
  })
})

import pg from 'pg'
import sharp from 'sharp'
import { expect, it } from 'vitest'

import {
  cluster,
  a,
  b,
  proxy,
  createDraft,
  setStatus,
  RSC,
  read,
  listed,
  articleStatus,
  shownBeforeExpiry,
  warm,
} from '../support/cluster'
import { bearer, getText, timeUntil } from '../../scripts/lib/testCluster'

/**
 * A change made through one instance, seen on the other and through the proxy: prices,
 * redirects, posts, scheduled publishing, images and messages.
 */
export function contentTests(): void {
  it('shows a price saved through A on B and through the proxy, by expiring its cache tags', async () => {
    const offers = (await (
      await fetch(`${a}/api/globals/offers`, { headers: bearer(cluster.token) })
    ).json()) as {
      plans: { name: string; price: number }[]
    }
    const price = 1000 + (Date.now() % 900) + 1
    const shown = `£${price.toLocaleString('en-GB')}`
    for (const origin of [a, b, proxy, proxy]) {
      await getText(`${origin}/work-with-us`)
      await getText(`${origin}/llms.txt`)
    }
    const saved = await fetch(`${a}/api/globals/offers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        plans: offers.plans.map((plan) => (plan.name === 'Growth' ? { ...plan, price } : plan)),
      }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    try {
      await shownBeforeExpiry({
        'page on B': async () => (await read(`${b}/work-with-us`)).body.includes(shown),
        'page via proxy': async () => (await read(`${proxy}/work-with-us`)).body.includes(shown),
        'llms.txt via proxy': async () =>
          (await read(`${proxy}/llms.txt`)).body.includes(`Growth plan: ${shown}/month`),
      })
    } finally {
      await fetch(`${a}/api/globals/offers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
        body: JSON.stringify({ plans: offers.plans }),
      })
    }
  })

  it('answers a redirect saved through A on B and through the proxy, by expiring its cache tag', async () => {
    const from = `/cluster-old-${Date.now()}`
    for (const origin of [b, proxy, proxy])
      expect((await getText(`${origin}${from}`)).status).toBe(404)
    const created = await fetch(`${a}/api/redirects`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({ from, to: { type: 'custom', url: '/coaching' } }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const redirected = async (origin: string) => {
      const response = await read(`${origin}${from}`)
      return response.status === 308 && response.headers.get('location') === '/coaching'
    }
    await shownBeforeExpiry({ 'on B': () => redirected(b), 'via proxy': () => redirected(proxy) })
  })

  it('shows a post published through A on B and through the proxy, by expiring its cache tags', async () => {
    const title = `Cluster publish ${Date.now()}`
    const post = await createDraft(a, title)
    await warm(post.slug)
    expect(await listed(proxy, title)).toBe(false)

    await setStatus(a, post.id, 'publish')
    await shownBeforeExpiry({
      'list on B': () => listed(b, title),
      'article on B': async () => (await articleStatus(b, post.slug)) === 200,
      'list via proxy': () => listed(proxy, title),
      'article via proxy': async () => (await articleStatus(proxy, post.slug)) === 200,
      'RSC list via proxy': async () =>
        (await read(`${proxy}/blog?_rsc`, RSC)).body.includes(post.slug),
    })
  })

  it('answers 404 on A and through the proxy after an unpublish through B, by expiring its cache tags', async () => {
    const title = `Cluster unpublish ${Date.now()}`
    const post = await createDraft(a, title)
    await setStatus(a, post.id, 'publish')
    await timeUntil(async () => (await articleStatus(proxy, post.slug)) === 200)
    await warm(post.slug)
    expect(await articleStatus(a, post.slug)).toBe(200)

    await setStatus(b, post.id, 'unpublish')
    await shownBeforeExpiry({
      'article on A': async () => (await articleStatus(a, post.slug)) === 404,
      'article via proxy': async () => (await articleStatus(proxy, post.slug)) === 404,
      'list on A': async () => !(await listed(a, title)),
      'list via proxy': async () => !(await listed(proxy, title)),
    })
  })

  it('publishes a scheduled post once, via the worker, and every cache shows it within a minute', async () => {
    const title = `Cluster schedule ${Date.now()}`
    const publishAt = new Date(Date.now() + 8_000)
    const created = await fetch(`${a}/api/admin/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        title,
        slug: `cluster-schedule-${publishAt.getTime()}`,
        content: 'Published by the job worker.',
        status: 'published',
        readTime: 2,
        publishedAt: publishAt.toISOString(),
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { post } = (await created.json()) as { post: { id: number; slug: string } }
    await warm(post.slug)
    expect(await listed(proxy, title)).toBe(false)
    expect(await articleStatus(b, post.slug)).toBe(404)

    const wait = Math.max(0, publishAt.getTime() - Date.now())
    await timeUntil(
      async () =>
        (await listed(proxy, title)) &&
        (await listed(b, title)) &&
        (await articleStatus(proxy, post.slug)) === 200 &&
        (await articleStatus(a, post.slug)) === 200,
      wait + 60_000,
    )
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
    expect(Date.now() - publishAt.getTime()).toBeLessThan(60_000)

    const jobs = await fetch(
      `${a}/api/payload-jobs?limit=100&depth=0&where[taskSlug][equals]=schedulePublish`,
      { headers: bearer(cluster.token) },
    )
    const { docs } = (await jobs.json()) as {
      docs: {
        completedAt?: string
        totalTried?: number
        queue?: string
        input?: { doc?: { value?: string } }
      }[]
    }
    const mine = docs.filter((job) => job.input?.doc?.value === String(post.id))
    expect(mine).toHaveLength(1)
    expect(mine[0]!.completedAt).toBeTruthy()
    expect(mine[0]!.totalTried).toBe(1)
  })

  it('serves an image uploaded through A from B and the proxy with its content type', async () => {
    const png = await sharp({
      create: { width: 12, height: 8, channels: 3, background: '#3366ff' },
    })
      .png()
      .toBuffer()
    const response = await fetch(`${a}/api/admin/blog/upload-image`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        filename: `hero-${Date.now()}-cluster.png`,
        mimeType: 'image/png',
        data: png.toString('base64'),
      }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const { url } = (await response.json()) as { url: string }
    const pathOf = new URL(url, proxy).pathname
    // A file no public page shows stays closed to visitors; a published post's hero opens it.
    expect((await fetch(`${b}${pathOf}`)).status).toBe(403)
    const post = await fetch(`${a}/api/admin/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        title: `Cluster hero ${Date.now()}`,
        slug: `cluster-hero-${Date.now()}`,
        content: 'Shows an image uploaded on another instance.',
        status: 'published',
        readTime: 2,
        heroImage: url,
      }),
    })
    expect(post.status, await post.clone().text()).toBe(201)

    for (const origin of [b, proxy]) {
      await expect.poll(async () => (await fetch(`${origin}${pathOf}`)).status).toBe(200)
      const image = await fetch(`${origin}${pathOf}`)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true)
    }
  })

  it('lists a message posted to B on A and sends its team email exactly once', async () => {
    const marker = `cluster-${Date.now()}`
    const sent = await fetch(`${b}/api/contact-message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Cluster Visitor',
        email: `${marker}@example.test`,
        company: 'Two Instances Ltd',
        planInterest: 'Not sure yet',
        message: `Posted to B, read on A (${marker}).`,
      }),
    })
    expect(sent.status, await sent.clone().text()).toBe(201)

    const messages = await fetch(`${a}/api/admin/contact-messages`, {
      headers: bearer(cluster.token),
    })
    expect(messages.status).toBe(200)
    expect(await messages.text()).toContain(`${marker}@example.test`)

    // The queue says when the work is over: the message's email job is completed and no run of
    // it is in progress. Then its log holds one successful run, and one email left.
    const db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    try {
      const job = async () => {
        const { rows } = await db.query<{ runs: number; done: boolean }>(
          `SELECT (SELECT count(*)::int FROM payload_jobs_log l
                    WHERE l._parent_id = j.id AND l.state = 'succeeded') AS runs,
                  j.completed_at IS NOT NULL AND NOT j.processing AS done
             FROM payload_jobs j
             JOIN contact_messages m ON m.id = (j.input->>'id')::int
            WHERE j.task_slug = 'notifyTeam' AND j.input->>'collection' = 'contact-messages'
              AND m.work_email = $1`,
          [`${marker}@example.test`],
        )
        return rows
      }
      await timeUntil(async () => (await job()).some((row) => row.done), 30_000)
      expect(await job()).toEqual([{ runs: 1, done: true }])
    } finally {
      await db.end()
    }
    expect(cluster.mails.filter((mail) => mail.raw.includes(marker))).toHaveLength(1)
  })
}

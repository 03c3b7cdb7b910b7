import { adminToken, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes a scheduled post: it runs against an app server of its own.
runOnOwnServer()

type Job = {
  taskSlug: string
  completedAt?: string | null
  hasError?: boolean
  totalTried?: number
  input?: { id?: number; type?: string; doc?: { relationTo: string; value: string } }
}

test.describe('jobs in the web server', () => {
  test('runs a queued notification by itself (Payload runs jobs in the server)', async ({
    request,
  }) => {
    const response = await request.post('/api/contact-message', {
      data: {
        fullName: 'Autorun Check',
        workEmail: 'autorun@example.test',
        company: 'Cron Ltd',
        companySize: '1-10',
        message: 'Does the server send this without help?',
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    const { id } = (await response.json()) as { id: number }

    // The server runs the job right after its answer (Next's after), or at the autorun's next look;
    // reading the job log through Payload's REST API runs nothing itself.
    const token = await adminToken()
    const notification = async (): Promise<Job | undefined> => {
      const jobs = await request.get('/api/payload-jobs?limit=100&depth=0&sort=-createdAt', {
        headers: bearer(token),
      })
      expect(jobs.status()).toBe(200)
      const { docs } = (await jobs.json()) as { docs: Job[] }
      return docs.find((doc) => doc.taskSlug === 'notifyTeam' && doc.input?.id === id)
    }
    await expect
      .poll(async () => Boolean((await notification())?.completedAt), { timeout: 30_000 })
      .toBe(true)
    // Without SMTP_URL the email goes to the server log and the job succeeds.
    expect((await notification())?.hasError).toBe(false)
  })

  test("a post published for a time ahead goes live then, once, through Payload's schedulePublish", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const token = await adminToken()
    const publishAt = new Date(Date.now() + 15_000)
    const title = `Scheduled e2e ${publishAt.getTime()}`
    // The dashboard's way: status published with a future publishedAt.
    const created = await request.post('/api/posts', {
      headers: bearer(token),
      data: {
        title,
        content: 'Published by the scheduler.',
        status: 'published',
        readTime: 2,
        publishedAt: publishAt.toISOString(),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    const jobsOfPost = async () => {
      const response = await request.get('/api/payload-jobs?limit=200&depth=0&sort=-createdAt', {
        headers: bearer(token),
      })
      expect(response.status(), await response.text()).toBe(200)
      const { docs } = (await response.json()) as { docs: Job[] }
      return docs.filter(
        (job) => job.taskSlug === 'schedulePublish' && job.input?.doc?.value === String(doc.id),
      )
    }
    expect(await jobsOfPost()).toHaveLength(1)

    // Before its time: hidden, and the page is cached without it.
    await page.goto('/blog')
    await expect(page.getByText(title)).toHaveCount(0)

    await expect
      .poll(
        async () => {
          await page.goto('/blog')
          return page.getByText(title).count()
        },
        { timeout: 60_000 + 15_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0)
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
    // Live within a minute of its time, on the page and in the public API.
    expect(Date.now() - publishAt.getTime()).toBeLessThan(60_000)
    const api = (await (await request.get(`/api/blog/${doc.slug}`)).json()) as {
      post: { title: string }
    }
    expect(api.post.title).toBe(title)
    const jobs = await jobsOfPost()
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.completedAt).toBeTruthy()
    expect(jobs[0]!.totalTried).toBe(1)
    expect(jobs[0]!.hasError).toBe(false)
  })
})

/**
 * The database goes away and comes back: writes and reads ride out a short outage, a long one
 * gets 503 with Retry-After (and nothing stored), and nothing ends in an uncaught exception.
 * Runs on its own embedded PostgreSQL, which the test really stops and starts again.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootstrap } from '../../scripts/lib/runtime'
import { startEmbeddedPostgres, type EmbeddedServer } from '../../scripts/lib/embedded'
import { startTestDatabase, type TestDatabase } from '../../scripts/lib/testDatabase'

type Handler = (request: Request) => Promise<Response>

let database: TestDatabase
/** The server currently running on the test database's data directory and port. */
let server: EmbeddedServer
let payload: Payload
let postContact: Handler
let postWaitlist: Handler
let listPosts: () => Promise<Response>
let ready: () => Promise<Response>
const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)
const previousUrl = process.env.DATABASE_URL

/** How long the database stays away: the outage under test, not a wait for a condition. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let ip = 0
function post(handler: Handler, path: string, body: unknown): Promise<Response> {
  return handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++ip}` },
      body: JSON.stringify(body),
    }),
  )
}

const enquiry = (tag: string) => ({
  name: `Outage ${tag}`,
  email: `outage-${tag}@example.test`,
  company: 'Resilient Ltd',
  planInterest: 'Core',
  message: `Sent while the database was away (${tag}).`,
})

async function stopDatabase(): Promise<void> {
  await server.stop()
}

async function startDatabase(): Promise<void> {
  server = await startEmbeddedPostgres({
    dataDir: database.server.dataDir,
    port: database.server.port,
  })
}

async function storedBy(email: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { workEmail: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs
}

describe('database outages', () => {
  beforeAll(async () => {
    process.on('uncaughtException', onUncaught)
    process.on('unhandledRejection', onUncaught)
    database = await startTestDatabase('outage')
    server = database.server
    process.env.DATABASE_URL = database.url
    await bootstrap(true)
    payload = await (await import('../support/payload')).testPayload()
    postContact = (await import('@/app/api/contact-message/route')).POST as Handler
    postWaitlist = (await import('@/app/api/clavius-waitlist/route')).POST as Handler
    const { GET: publicList } = await import('@/app/api/blog/route')
    listPosts = () => publicList(new Request('http://localhost/api/blog'))
    ready = (await import('@/app/api/health/ready/route')).GET as unknown as () => Promise<Response>
    // Connections sit idle in every pool, as in a running app, when the server goes away.
    expect((await listPosts()).status).toBe(200)
    expect((await post(postContact, '/api/contact-message', enquiry('warm'))).status).toBe(201)
  }, 180_000)

  afterAll(async () => {
    process.off('uncaughtException', onUncaught)
    process.off('unhandledRejection', onUncaught)
    await payload?.destroy().catch(() => undefined)
    await server?.stop()
    await database?.dispose()
    process.env.DATABASE_URL = previousUrl
  })

  it('stores a message and a waitlist sign-up sent during a 2 s outage once the database is back', async () => {
    await stopDatabase()
    const started = Date.now()
    const contact = post(postContact, '/api/contact-message', enquiry('short'))
    const waitlist = post(postWaitlist, '/api/clavius-waitlist', {
      name: 'Short Outage',
      email: 'short-outage@example.test',
    })
    const blog = listPosts()
    // The outage itself: the database stays stopped for 2 s while the requests wait on it.
    await sleep(2_000)
    await startDatabase()

    const [contactResponse, waitlistResponse, blogResponse] = await Promise.all([
      contact,
      waitlist,
      blog,
    ])
    const elapsed = Date.now() - started
    console.log(`2 s outage: answers after ${elapsed} ms`)
    expect(contactResponse.status, await contactResponse.clone().text()).toBe(201)
    expect(waitlistResponse.status, await waitlistResponse.clone().text()).toBe(201)
    expect(blogResponse.status).toBe(200)
    expect(elapsed).toBeLessThan(10_000)

    expect(await storedBy('outage-short@example.test')).toBe(1)
    const { totalDocs } = await payload.count({
      collection: 'waitlist-entries',
      where: { email: { equals: 'short-outage@example.test' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    // Its notification was queued in the same transaction.
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifyTeam' } },
      pagination: false,
      overrideAccess: true,
    })
    const { id } = (await contactResponse.json()) as { id: number }
    expect(jobs.filter((job) => (job.input as { id?: number }).id === id)).toHaveLength(1)
  })

  it('answers 503 with Retry-After within 10 s during a 15 s outage, and stores nothing', async () => {
    await stopDatabase()
    const outageStarted = Date.now()
    try {
      const [contact, readiness] = await Promise.all([
        post(postContact, '/api/contact-message', enquiry('long')),
        ready(),
      ])
      const elapsed = Date.now() - outageStarted
      console.log(`15 s outage: 503 after ${elapsed} ms`)
      expect(contact.status).toBe(503)
      expect(contact.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(contact.headers.get('content-type')).toContain('application/json')
      const body = (await contact.json()) as { message: string; code: string }
      expect(body.message).toMatch(/try again/i)
      expect(body.code).toBe('database_unavailable')
      expect(elapsed).toBeLessThan(10_500)

      // The readiness probe says so within a second.
      expect(readiness.status).toBe(503)
      expect(((await readiness.json()) as { status: string }).status).toBe('unavailable')

      // The visitor tries again while the database is still away: 503 again.
      const again = await post(postContact, '/api/contact-message', enquiry('long'))
      expect(again.status).toBe(503)
    } finally {
      // The outage lasts its full 15 s, however soon the requests above were answered.
      await sleep(Math.max(0, 15_000 - (Date.now() - outageStarted)))
      await startDatabase()
    }
    expect(await storedBy('outage-long@example.test')).toBe(0)
    expect((await ready()).status).toBe(200)

    // Once it is back, the visitor's retry is stored, once.
    expect((await post(postContact, '/api/contact-message', enquiry('long'))).status).toBe(201)
    expect((await post(postContact, '/api/contact-message', enquiry('long'))).status).toBe(201)
    expect(await storedBy('outage-long@example.test')).toBe(1)
  })

  it('answers 201 for a message whose write committed, even when the database goes away right after', async () => {
    // The database stops the moment the handler, its write done, reads anything about the
    // message back, and stays away longer than the retry window.
    const find = payload.find.bind(payload)
    let stoppedAt = 0
    payload.find = (async (args: Parameters<Payload['find']>[0]) => {
      if (args.collection === 'contact-messages' && !stoppedAt) {
        stoppedAt = Date.now()
        await stopDatabase()
      }
      return find(args)
    }) as Payload['find']
    try {
      const response = await post(postContact, '/api/contact-message', enquiry('committed'))
      expect(response.status, await response.clone().text()).toBe(201)
    } finally {
      payload.find = find
      if (stoppedAt) {
        // Away for 12 s, longer than the retry window: the answer cannot wait for its return.
        await sleep(Math.max(0, 12_000 - (Date.now() - stoppedAt)))
        await startDatabase()
      }
    }
    expect(await storedBy('outage-committed@example.test')).toBe(1)
  })

  it('logs no uncaught exception through the outages', () => {
    expect(uncaught).toEqual([])
  })
})

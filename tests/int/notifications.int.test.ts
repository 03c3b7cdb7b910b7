/**
 * Team notifications through a real SMTP sink on 127.0.0.1, sent as the web server sends them:
 * right after each answer, and by the web server's job runner for retries (when they are due).
 * A burst is delivered within seconds, each message exactly once, and an SMTP outage delays
 * emails without losing or doubling any.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { replyToOf, startSmtpSink, type SmtpSink } from '../../scripts/lib/smtpSink'
import { freePort } from '../../scripts/lib/testDatabase'

type Handler = (request: Request) => Promise<Response>

/** Emails received, counted by the enquirer's address (the Reply-To of the team email). */
const received = new Map<string, number>()
let sink: SmtpSink | undefined
let smtpPort = 0
let payload: Payload
let postContact: Handler
let runQueued: typeof import('@/lib/jobs/autorun').runQueued

async function startSink(): Promise<void> {
  sink = await startSmtpSink(smtpPort, ({ raw }) => {
    const replyTo = replyToOf(raw)
    received.set(replyTo, (received.get(replyTo) ?? 0) + 1)
  })
}

async function stopSink(): Promise<void> {
  const server = sink
  sink = undefined
  await server?.close()
}

async function submit(email: string): Promise<void> {
  const response = await postContact(
    new Request('http://localhost/api/contact-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Burst Sender', email, message: `Hello from ${email}` }),
    }),
  )
  expect(response.status).toBe(201)
  // What the web server does once its answer is out (Next's `after`, absent here).
  void runQueued(payload, ['notifyTeam'])
}

/** Waits until `check` holds, within `timeoutMs`; how long it took, for the printed figure. */
async function waitFor(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now()
  await vi.waitFor(() => expect(check(), `not done within ${timeoutMs} ms`).toBe(true), {
    timeout: timeoutMs,
    interval: 100,
  })
  return Date.now() - started
}

const deliveredOnce = (emails: string[]) => emails.every((email) => received.get(email) === 1)

/** Team emails the job queue has not completed (the runner also queues other tasks). */
async function pendingNotifications(): Promise<
  {
    input?: unknown
    processing?: boolean | null
    totalTried?: number | null
    waitUntil?: string | null
  }[]
> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false }, taskSlug: { equals: 'notifyTeam' } },
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** No team email is being sent: a message sent twice would have arrived by now. */
const nothingInFlight = () =>
  vi.waitFor(
    async () => {
      const running = (await pendingNotifications()).filter((job) => job.processing)
      expect(running).toHaveLength(0)
    },
    { timeout: 30_000, interval: 100 },
  )

describe('team notifications', () => {
  beforeAll(async () => {
    smtpPort = await freePort()
    // Read when the config loads: set before Payload is imported.
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
    process.env.RATE_LIMIT = 'off'
    await startSink()
    const support = await import('../support/payload')
    payload = await support.testPayload()
    await support.clearCollections(payload, ['payload-jobs', 'contact-messages'])
    postContact = (await import('@/app/api/contact-message/route')).POST as Handler
    // The web server's job runner: enabled at boot, started by getPayload with crons.
    const autorun = await import('@/lib/jobs/autorun')
    autorun.enableAutoRun()
    runQueued = autorun.runQueued
    const { getPayload } = await import('payload')
    await getPayload({ config: (await import('@payload-config')).default, cron: true })
  })

  afterAll(async () => {
    await Promise.all(payload?.crons.splice(0).map((cron) => cron.stop()) ?? [])
    await stopSink()
  })

  it('emails the team about 200 messages, each exactly once', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `burst-${i}@example.test`)
    const started = Date.now()
    for (let i = 0; i < emails.length; i += 20) {
      await Promise.all(emails.slice(i, i + 20).map(submit))
    }
    const submitted = Date.now() - started
    const drained = await waitFor(() => emails.every((email) => received.has(email)), 90_000)
    console.log(
      `200 submissions in ${submitted} ms; every team email delivered ${drained} ms after the last one`,
    )
    // How fast the queue drains is measured, against its budget, by npm run bench:budgets.
    await nothingInFlight()
    expect(deliveredOnce(emails)).toBe(true)
  }, 150_000)

  it('delivers every message once after the SMTP server was down for a while', async () => {
    await stopSink()
    const emails = Array.from({ length: 20 }, (_, i) => `outage-${i}@example.test`)
    await Promise.all(emails.map(submit))
    // This test's messages, whose ids the jobs' input names.
    const { docs: messages } = await payload.find({
      collection: 'contact-messages',
      where: { workEmail: { in: emails } },
      pagination: false,
      overrideAccess: true,
    })
    const ids = new Set<unknown>(messages.map((message) => message.id))
    // The runner tries at once and fails: each job waits out its own backoff.
    await vi.waitFor(
      async () => {
        const docs = (await pendingNotifications()).filter((job) =>
          ids.has((job.input as { id?: unknown }).id),
        )
        expect(docs).toHaveLength(emails.length)
        expect(docs.every((job) => job.waitUntil && (job.totalTried ?? 0) >= 1)).toBe(true)
      },
      { timeout: 30_000, interval: 100 },
    )
    expect(emails.some((email) => received.has(email))).toBe(false)

    await startSink()
    // The first retry comes 30 s after the failed attempt (production backoff), then the
    // runner takes the due jobs. The bound is for a runner that stalls; the figure is printed.
    const drained = await waitFor(() => emails.every((email) => received.has(email)), 180_000)
    console.log(`SMTP back: every delayed email delivered ${drained} ms later`)
    await nothingInFlight()
    expect(deliveredOnce(emails)).toBe(true)
  }, 300_000)
})

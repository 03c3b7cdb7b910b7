/**
 * The app's job runner (src/lib/jobs/runner.ts) on a real SMTP sink: it claims many due jobs in
 * one statement and runs them a few at a time, two runners (two instances) never send one
 * email twice, a retry runs when it is due without waiting for the next look, and a stopping
 * runner gives back the jobs it claimed but did not start.
 */
import { createServer, type Socket } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { JobRunner as Runner } from '@/lib/jobs/runner'

import { replyToOf, startSmtpSink, type SmtpSink } from '../../scripts/lib/smtpSink'
import { freePort } from '../../scripts/lib/testDatabase'

/** Emails received, counted by the enquirer's address (the Reply-To of the team email). */
const received = new Map<string, number>()
let sink: SmtpSink | undefined
let payload: Payload
let JobRunner: typeof Runner
let claims: typeof import('@/lib/jobs/claims')
let JOB_LOOK_INTERVAL_MS = 0
let JOB_CONCURRENCY = 0
const runners: Runner[] = []

/** Stores `count` contact messages from `prefix-<n>@example.test`, each queuing its notification. */
async function burst(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.test`)
  for (let i = 0; i < emails.length; i += 25) {
    await Promise.all(
      emails.slice(i, i + 25).map((email) =>
        payload.create({
          collection: 'contact-messages',
          data: {
            fullName: 'Runner Test',
            workEmail: email,
            company: 'Runner Ltd',
            companySize: '11-50',
            planInterest: 'Growth',
            message: 'Please call us next week.',
            source: 'contact-page',
            status: 'new',
          },
          overrideAccess: true,
        }),
      ),
    )
  }
  return emails
}

function runner(): Runner {
  const made = new JobRunner(payload, ['default'])
  runners.push(made)
  return made
}

async function notifications() {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'notifyTeam' } },
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

describe('the job runner', () => {
  beforeAll(async () => {
    const port = await freePort()
    // Read when the config loads: set before Payload is imported.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    sink = await startSmtpSink(port, ({ raw }) => {
      const replyTo = replyToOf(raw)
      received.set(replyTo, (received.get(replyTo) ?? 0) + 1)
    })
    const support = await import('../support/payload')
    payload = await support.testPayload()
    await support.clearCollections(payload, ['payload-jobs', 'contact-messages'])
    ;({ JobRunner, JOB_LOOK_INTERVAL_MS, JOB_CONCURRENCY } = await import('@/lib/jobs/runner'))
    claims = await import('@/lib/jobs/claims')
  })

  beforeEach(async () => {
    await Promise.all(runners.splice(0).map((made) => made.stop()))
  })

  afterAll(async () => {
    await Promise.all(runners.splice(0).map((made) => made.stop()))
    await sink?.close()
  })

  it('sends a burst once per message with two runners taking the queue at once', async () => {
    const emails = await burst('two-runners', 120)
    const [a, b] = [runner(), runner()]
    a.start()
    b.start()
    await vi.waitFor(() => expect(emails.every((email) => received.has(email))).toBe(true), {
      timeout: 60_000,
      interval: 100,
    })
    await vi.waitFor(
      async () => expect((await notifications()).filter((job) => job.processing)).toEqual([]),
      { timeout: 30_000, interval: 100 },
    )
    expect(emails.filter((email) => received.get(email) !== 1)).toEqual([])
    const { docs: messages } = await payload.find({
      collection: 'contact-messages',
      where: { workEmail: { in: emails } },
      pagination: false,
      overrideAccess: true,
    })
    const ids = new Set<unknown>(messages.map((message) => message.id))
    const jobs = (await notifications()).filter((job) =>
      ids.has((job.input as { id?: unknown }).id),
    )
    expect(jobs).toHaveLength(emails.length)
    expect(jobs.every((job) => job.totalTried === 1 && job.completedAt)).toBe(true)
  })

  it('claims each due job once across competing claims', async () => {
    await burst('claims', 40)
    const batches = await Promise.all(
      Array.from({ length: 4 }, () =>
        claims.claimDueJobs(payload, { queues: ['default'], limit: 15 }),
      ),
    )
    const ids = batches.flat().map((job) => String(job.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(40)
    await claims.releaseClaimed(payload, ids)
    const pending = (await notifications()).filter((job) => !job.completedAt)
    expect(pending.filter((job) => job.processing)).toEqual([])
  })

  it('runs a retry when it comes due, without waiting for the next look', async () => {
    await payload.delete({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      overrideAccess: true,
    })
    const [email] = await burst('due-later', 1)
    const dueIn = 1_500
    const dueAt = Date.now() + dueIn
    await payload.update({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      data: { waitUntil: new Date(dueAt).toISOString() },
      overrideAccess: true,
    })
    const looksEvery = JOB_LOOK_INTERVAL_MS
    runner().start()
    await vi.waitFor(() => expect(received.get(email!)).toBe(1), { timeout: 20_000, interval: 20 })
    const late = Date.now() - dueAt
    console.log(
      `a retry due in ${dueIn} ms ran ${late} ms after its time (looks every ${looksEvery} ms)`,
    )
    expect(late).toBeGreaterThanOrEqual(0)
    expect(late).toBeLessThan(looksEvery)
  })

  it('gives back the jobs it claimed but did not start when it stops', async () => {
    // An SMTP server that takes connections and never greets: each send waits for its timeout.
    const port = Number(new URL(process.env.SMTP_URL!).port)
    await sink?.close()
    sink = undefined
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve))
    try {
      await payload.delete({
        collection: 'payload-jobs',
        where: { completedAt: { exists: false } },
        overrideAccess: true,
      })
      const emails = await burst('stopping', 40)
      const made = runner()
      made.start()
      // Started: as many sends as the runner runs at once wait on the silent server (each on a
      // connection of the pooled transport's own), and more jobs are claimed than started. A
      // claim alone is not enough: a runner stopped between its claim and its first start
      // rightly starts none.
      await vi.waitFor(
        async () => {
          expect(sockets.size).toBeGreaterThanOrEqual(JOB_CONCURRENCY)
          const running = (await notifications()).filter((job) => job.processing)
          expect(running.length).toBeGreaterThan(JOB_CONCURRENCY)
        },
        { timeout: 30_000, interval: 20 },
      )
      await made.stop()
      const pending = (await notifications()).filter((job) => !job.completedAt)
      expect(pending.filter((job) => job.processing)).toEqual([])
      // The ones it had started finished (their attempt failed); the rest wait, untried.
      expect(pending.filter((job) => job.totalTried).length).toBe(JOB_CONCURRENCY)
      expect(pending.filter((job) => !job.totalTried).length).toBe(emails.length - JOB_CONCURRENCY)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  }, 60_000)
})

/**
 * The outbox: every mail to an address a visitor typed passes one gate that counts per mailbox
 * (all its spellings) and per client address, in PostgreSQL. Sign-ups go through the real
 * endpoints (monitor and waitlist), mails are read from a real SMTP sink, and time passes by
 * moving the ledger's rows and the queued jobs back.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ReceivedMail, startSmtpSink, type SmtpSink } from '../../scripts/lib/smtpSink'
import { freePort } from '../../scripts/lib/testDatabase'

type Handler = (request: Request) => Promise<Response>

const mails: ReceivedMail[] = []
let sink: SmtpSink | undefined
let payload: Payload
let monitorPost: Handler
let waitlistPost: Handler
let normalize: (address: string) => string

const post = (handler: Handler, url: string, body: unknown, ip: string) =>
  handler(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
  )

const watch = (email: string, domain: string, ip: string) =>
  post(monitorPost, 'http://localhost/api/ai-check/monitor', { domain, email }, ip)
const join = (email: string, ip: string) =>
  post(waitlistPost, 'http://localhost/api/clavius-waitlist', { name: 'Probe', email }, ip)

/** The mails the sink received for any spelling of `mailbox`. */
const mailsFor = (mailbox: string) =>
  mails.filter((mail) => mail.to.some((to) => normalize(to) === normalize(mailbox)))

const runJobs = async () => {
  // Twice: a waitlist sign-up's job queues the confirmation, which the second run sends.
  await payload.jobs.run({ queue: 'default', limit: 100, silent: true })
  await payload.jobs.run({ queue: 'default', limit: 100, silent: true })
}

/** Jobs queued for later (the outbox's deferrals) and not run yet. */
const waitingJobs = async () =>
  (
    await payload.db.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payload_jobs
       WHERE completed_at IS NULL AND wait_until > now()`,
    )
  ).rows[0]!.count

/** As if `minutes` had passed: the ledger's mails and the jobs' wait move back. */
async function letTimePass(minutes: number) {
  await payload.db.pool.query(
    `UPDATE mail_outbox SET sent_at = sent_at - make_interval(mins => $1)`,
    [minutes],
  )
  await payload.db.pool.query(
    `UPDATE payload_jobs SET wait_until = wait_until - make_interval(mins => $1)
     WHERE completed_at IS NULL AND wait_until IS NOT NULL`,
    [minutes],
  )
}

/** Runs the queue, letting five minutes pass between runs, until nothing waits any more. */
async function drain() {
  await runJobs()
  for (let round = 0; round < 20 && (await waitingJobs()) > 0; round++) {
    await letTimePass(5)
    await runJobs()
  }
  expect(await waitingJobs()).toBe(0)
}

beforeAll(async () => {
  const smtpPort = await freePort()
  // Read when the config loads: set before Payload is imported.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.RATE_LIMIT = 'true'
  sink = await startSmtpSink(smtpPort, (mail) => mails.push(mail))
  const support = await import('../support/payload')
  payload = await support.testPayload()
  await support.clearCollections(payload, ['payload-jobs', 'monitors', 'waitlist-entries'])
  monitorPost = (await import('@/app/api/ai-check/monitor/route')).POST as Handler
  waitlistPost = (await import('@/app/api/clavius-waitlist/route')).POST as Handler
  normalize = (await import('@/lib/outbox/mailbox')).normalizeMailbox
})

afterAll(async () => {
  await sink?.close()
})

describe('the outbox', () => {
  it('lets at most 3 mails a day reach one mailbox, from eight spellings and eight clients', async () => {
    const spellings = [
      'victim@gmail.com',
      'Victim+1@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'victim+news@googlemail.com',
      'VIC.TIM@GMAIL.COM',
      'victim+2@gmail.com',
      'vi.ctim+3@googlemail.com',
      'victim+4@GMail.com',
    ]
    const answers: string[] = []
    for (const [i, email] of spellings.entries()) {
      // Monitors and the waitlist alike: one gate for every mail to a typed address.
      const response =
        i % 2 === 0
          ? await watch(email, `outbox-${i}.example`, `198.18.70.${i + 1}`)
          : await join(email, `198.18.70.${i + 1}`)
      answers.push(`${i % 2}:${response.status}:${await response.text()}`)
    }
    // Every visitor got the answer of the first of its kind, whatever the outbox did later.
    expect(new Set(answers.filter((answer) => answer.startsWith('0:'))).size).toBe(1)
    expect(new Set(answers.filter((answer) => answer.startsWith('1:'))).size).toBe(1)
    expect(answers.every((answer) => answer.slice(2).startsWith('201:'))).toBe(true)

    await drain()
    expect(mailsFor('victim@gmail.com')).toHaveLength(3)
    // Within a day, a ninth sign-up from yet another client sends nothing either.
    await letTimePass(60)
    expect((await watch('victim+9@gmail.com', 'outbox-9.example', '198.18.70.99')).status).toBe(201)
    await drain()
    expect(mailsFor('victim@gmail.com')).toHaveLength(3)
  })

  it('sends one mail for three sign-ups in a second, and spaces the rest', async () => {
    const email = 'burst@example.com'
    const ip = '198.18.71.1'
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((name) => watch(email, `burst-${name}.example`, ip)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    await runJobs()
    expect(mailsFor(email)).toHaveLength(1)
    // The others wait for the spacing, they are not lost.
    expect(await waitingJobs()).toBe(2)
    await drain()
    // One client may use two of the mailbox's three: the third sign-up sends nothing.
    expect(mailsFor(email)).toHaveLength(2)

    // The same sign-up three times in a second: one mail, its link works for a week.
    const again = 'again@example.com'
    await Promise.all([1, 2, 3].map(() => watch(again, 'again.example', '198.18.71.2')))
    await drain()
    expect(mailsFor(again)).toHaveLength(1)
  })

  it("keeps one client from using up another's mailbox", async () => {
    const owner = 'owner@example.com'
    for (const name of ['x', 'y', 'z']) {
      expect((await watch(owner, `taken-${name}.example`, '198.18.72.1')).status).toBe(201)
    }
    await drain()
    expect(mailsFor(owner)).toHaveLength(2)
    // The owner, from their own address, still gets the confirmation they ask for.
    expect((await watch(owner, 'mine.example', '198.18.72.2')).status).toBe(201)
    await drain()
    expect(mailsFor(owner)).toHaveLength(3)
    expect(mailsFor(owner).at(-1)!.raw).toContain('mine.example')
  })
})

describe('the gate', () => {
  it('lets one client cause 10 opt-in mails a day, whatever the mailboxes', async () => {
    const { admit, senderKey } = await import('@/lib/outbox/gate')
    const results = []
    for (let i = 0; i < 11; i++) {
      results.push(
        (
          await admit({
            to: `spread-${i}@example.net`,
            sender: senderKey('2001:db8:7::1'),
            kind: 'opt-in',
          })
        ).status,
      )
    }
    expect(results).toEqual([...Array(10).fill('admitted'), 'refused'])
    // Another address of the same /64 is the same client.
    expect(
      await admit({
        to: 'spread-11@example.net',
        sender: senderKey('2001:db8:7::beef'),
        kind: 'opt-in',
      }),
    ).toEqual({ status: 'refused', reason: 'client' })
  })

  it('gives a failed send its place back', async () => {
    const { sendToVisitor } = await import('@/lib/outbox/send')
    const { senderKey } = await import('@/lib/outbox/gate')
    const failing = {
      sendEmail: async () => {
        throw new Error('SMTP down')
      },
    }
    const mail = {
      to: 'retry@example.org',
      sender: senderKey('198.18.73.1'),
      kind: 'opt-in' as const,
      subject: 'Test',
      text: 'Test',
    }
    await expect(sendToVisitor(failing, mail)).rejects.toThrow('SMTP down')
    // The retry is not held back by the spacing of a mail that never left.
    const sent: unknown[] = []
    expect(await sendToVisitor({ sendEmail: async (m) => sent.push(m) }, mail)).toEqual({
      status: 'sent',
    })
    expect(sent).toHaveLength(1)
  })

  it('stores no address, only keyed hashes, in its ledger and in the jobs', async () => {
    const { rows } = await payload.db.pool.query<{ mailbox: string; client: string | null }>(
      'SELECT mailbox, client FROM mail_outbox',
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.mailbox).toMatch(/^[\w-]{43}$/)
      expect(row.client ?? '').not.toMatch(/[.:@]/)
    }
    const { rows: jobs } = await payload.db.pool.query<{ input: string }>(
      `SELECT input::text AS input FROM payload_jobs WHERE task_slug::text LIKE 'send%'`,
    )
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) expect(job.input).not.toMatch(/198\.18\./)
  })
})

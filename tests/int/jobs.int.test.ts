import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { SEND_ATTEMPTS } from '@/jobs/retries'
import type { ContactMessage, PayloadJob } from '@/payload-types'

import { freePort, repoRoot } from '../../scripts/lib/testDatabase'

/** One email as the SMTP server received it. */
type Mail = { to: string[]; subject: string; text: string; raw: string }

const TEAM = 'team-inbox@example.test'
const inbox: Mail[] = []
let smtp: SMTPServer | undefined
let smtpPort = 0
let payload: Payload
let listPosts: () => Promise<Response>
let clearCollections: typeof import('../support/payload').clearCollections

function decodeBody(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  let body = raw.slice(split + 4)
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(head)) {
    body = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? ''
  return { subject, text: Buffer.from(body, 'latin1').toString('utf8').replace(/\r\n/g, '\n') }
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives in `inbox`. */
async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The app keeps pooled SMTP connections open; stopping the sink closes them promptly.
    closeTimeout: 200,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...decodeBody(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp!.once('error', reject)
    smtp!.listen(smtpPort, '127.0.0.1', () => resolve())
  })
}

async function stopSmtp(): Promise<void> {
  const server = smtp
  smtp = undefined
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
}

async function jobsFor(taskSlug: PayloadJob['taskSlug'], id?: number): Promise<PayloadJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: taskSlug } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.filter((job) => id === undefined || (job.input as { id?: number } | null)?.id === id)
}

/** Production backoff is minutes long; tests move a waiting job's time forward instead. */
async function makeJobsDue(): Promise<void> {
  await payload.db.pool.query(
    `UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE wait_until > now()`,
  )
}

type NewMessage = Omit<ContactMessage, 'id' | 'createdAt' | 'updatedAt'>

const enquiry: NewMessage = {
  fullName: 'Ada Lovelace',
  workEmail: 'ada@analytical.example',
  company: 'Analytical Engines Ltd',
  companySize: '11-50',
  planInterest: 'Growth',
  message: 'We would like our products to be cited by AI assistants.\nCan we talk next week?',
  source: 'contact-page',
  status: 'new',
}

async function createMessage(overrides: Partial<NewMessage> = {}): Promise<ContactMessage> {
  return payload.create({
    collection: 'contact-messages',
    data: { ...enquiry, ...overrides },
    overrideAccess: true,
  })
}

const mailsMentioning = (text: string) => inbox.filter((mail) => mail.text.includes(text))

describe('jobs: team notifications, retries and scheduled publishing', () => {
  beforeAll(async () => {
    // The email adapter reads SMTP_URL when the config loads, so set it before importing Payload.
    smtpPort = await freePort()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
    await startSmtp()
    const support = await import('../support/payload')
    clearCollections = support.clearCollections
    payload = await support.testPayload()
    const { GET: publicList } = await import('@/app/api/blog/route')
    listPosts = () => publicList(new Request('http://localhost/api/blog'))
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { teamEmail: TEAM },
      overrideAccess: true,
    })
  })

  afterAll(async () => {
    await stopSmtp()
  })

  beforeEach(async () => {
    if (!smtp) await startSmtp()
    await clearCollections(payload, [
      'payload-jobs',
      'contact-messages',
      'waitlist-entries',
      'posts',
    ])
    inbox.length = 0
  })

  it('emails the team once about a new message, with its content', async () => {
    const message = await createMessage()
    expect(await jobsFor('notifyTeam', message.id)).toHaveLength(1)

    await payload.jobs.run()
    await payload.jobs.run()

    expect(inbox).toHaveLength(1)
    const [mail] = inbox
    expect(mail!.to).toEqual([TEAM])
    expect(mail!.subject).toBe('New enquiry from Ada Lovelace (Analytical Engines Ltd)')
    for (const part of [
      'Name: Ada Lovelace',
      'Email: ada@analytical.example',
      'Company: Analytical Engines Ltd',
      'Company size: 11-50',
      'Plan interest: Growth',
      'We would like our products to be cited by AI assistants.\nCan we talk next week?',
      'http://localhost:3000/admin',
    ]) {
      expect(mail!.text).toContain(part)
    }
    expect(mail!.raw).toMatch(/^reply-to: ada@analytical\.example/im)
    const [job] = await jobsFor('notifyTeam', message.id)
    expect(job).toMatchObject({ totalTried: 1, hasError: false, processing: false })
    expect(job!.completedAt).toBeTruthy()
  })

  it('queues the job in the transaction that stores the message', async () => {
    const { createLocalReq, initTransaction, killTransaction } = await import('payload')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const message = await payload.create({
      collection: 'contact-messages',
      data: enquiry,
      overrideAccess: true,
      req,
    })
    const inside = await payload.find({ collection: 'payload-jobs', overrideAccess: true, req })
    expect(inside.docs.map((job) => job.input)).toEqual([
      { collection: 'contact-messages', id: message.id },
    ])
    await killTransaction(req)

    // Rolled back together: neither the message nor its job exists.
    expect(
      (await payload.find({ collection: 'contact-messages', overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect(await jobsFor('notifyTeam')).toHaveLength(0)
  })

  it('retries with backoff while SMTP is down and sends once it is back, leaving the message unchanged', async () => {
    const message = await createMessage()
    await stopSmtp()

    const before = Date.now()
    await payload.jobs.run({ silent: true })
    let [job] = await jobsFor('notifyTeam', message.id)
    expect(job).toMatchObject({ totalTried: 1, hasError: false, processing: false })
    expect(job!.completedAt).toBeFalsy()
    // The first retry waits 30 s (production backoff, not shortened for the test).
    const firstWait = Date.parse(job!.waitUntil!) - before
    expect(firstWait).toBeGreaterThan(25_000)
    expect(firstWait).toBeLessThan(40_000)
    // The failure is in the job log.
    expect(job!.log).toHaveLength(1)
    expect(job!.log![0]).toMatchObject({ state: 'failed', taskSlug: 'notifyTeam' })
    expect(JSON.stringify(job!.log![0]!.error)).toMatch(/ECONNREFUSED|connect/i)

    // Not due yet: another run leaves it alone.
    await payload.jobs.run({ silent: true })
    expect((await jobsFor('notifyTeam', message.id))[0]!.totalTried).toBe(1)

    await makeJobsDue()
    await payload.jobs.run({ silent: true })
    ;[job] = await jobsFor('notifyTeam', message.id)
    expect(job).toMatchObject({ totalTried: 2, hasError: false })
    // Exponential: the second retry waits a minute.
    expect(Date.parse(job!.waitUntil!) - Date.now()).toBeGreaterThan(50_000)

    const stored = await payload.findByID({
      collection: 'contact-messages',
      id: message.id,
      overrideAccess: true,
    })
    expect(stored).toEqual(message)

    await startSmtp()
    await makeJobsDue()
    await payload.jobs.run({ silent: true })
    ;[job] = await jobsFor('notifyTeam', message.id)
    expect(job).toMatchObject({ totalTried: 3, hasError: false })
    expect(job!.completedAt).toBeTruthy()
    expect(inbox).toHaveLength(1)
    expect(inbox[0]!.text).toContain('Name: Ada Lovelace')
    expect(
      await payload.findByID({
        collection: 'contact-messages',
        id: message.id,
        overrideAccess: true,
      }),
    ).toEqual(message)
  })

  it('gives up after SEND_ATTEMPTS attempts, records the error and flags the message', async () => {
    const message = await createMessage({ fullName: 'Grace Hopper' })
    await stopSmtp()
    for (let attempt = 1; attempt <= SEND_ATTEMPTS + 1; attempt++) {
      await makeJobsDue()
      await payload.jobs.run({ silent: true })
      if (attempt === SEND_ATTEMPTS - 1) {
        const stored = await payload.findByID({
          collection: 'contact-messages',
          id: message.id,
          overrideAccess: true,
        })
        expect(stored.notificationFailed).toBe(false)
      }
    }
    const [job] = await jobsFor('notifyTeam', message.id)
    expect(job).toMatchObject({ totalTried: SEND_ATTEMPTS, hasError: true, processing: false })
    expect(job!.log!.map((entry) => entry.state)).toEqual(Array(SEND_ATTEMPTS).fill('failed'))
    expect(job!.error).toBeTruthy()
    const stored = await payload.findByID({
      collection: 'contact-messages',
      id: message.id,
      overrideAccess: true,
    })
    // Only the flag changed: what the visitor sent is intact.
    expect(stored).toEqual({
      ...message,
      notificationFailed: true,
      updatedAt: stored.updatedAt,
    })
  })

  it('mails a sign-up through the API once, and nothing for an address already listed', async () => {
    const { POST } = await import('@/app/api/clavius-waitlist/route')
    const join = (email: string, ip: string) =>
      POST(
        new Request('http://localhost/api/clavius-waitlist', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ name: 'Grace Hopper', email }),
        }),
      )
    expect((await join('grace@hopper.example', '198.51.100.201')).status).toBe(201)
    // The sign-up's job queues the announcement and the confirmation, which the next run sends.
    await payload.jobs.run()
    await payload.jobs.run()
    expect(inbox.map((mail) => mail.subject).sort()).toEqual([
      'New waitlist sign-up: Grace Hopper',
      "You're on the Clavius waitlist",
    ])
    expect((await join('Grace@Hopper.example', '198.51.100.202')).status).toBe(201)
    await payload.jobs.run()
    await payload.jobs.run()
    expect(inbox).toHaveLength(2)
    expect(await jobsFor('welcomeWaitlistEntry')).toHaveLength(2)
  })

  it('warns the administrator of a guessing attack, and nobody for an unknown account', async () => {
    const admin = await payload.create({
      collection: 'admins',
      data: {
        email: `alerted-${Date.now()}@example.test`,
        password: 'a-long-password-1',
        name: 'A',
      },
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: 'alertLoginAttack',
      input: { account: admin.email.toUpperCase(), failures: 50 },
    })
    await payload.jobs.queue({
      task: 'alertLoginAttack',
      input: { account: 'nobody@nowhere.example', failures: 50 },
    })
    await payload.jobs.run()
    expect(inbox).toHaveLength(1)
    expect(inbox[0]!.to).toEqual([admin.email])
    expect(inbox[0]!.subject).toBe('Many failed logins to your administrator account')
    expect(inbox[0]!.text).toContain('npm run admin:password')
  })

  it('announces a waitlist sign-up to the team and confirms it to the sign-up', async () => {
    await payload.create({
      collection: 'waitlist-entries',
      data: { name: 'Alan Turing', email: 'Alan@Turing.example' },
      overrideAccess: true,
    })
    await payload.jobs.run()

    expect(inbox).toHaveLength(2)
    const team = inbox.find((mail) => mail.to.includes(TEAM))
    expect(team?.subject).toBe('New waitlist sign-up: Alan Turing')
    expect(team?.text).toContain('Email: alan@turing.example')
    expect(team?.text).toContain('http://localhost:3000/admin')

    const confirmation = inbox.find((mail) => mail.to.includes('alan@turing.example'))
    expect(confirmation?.subject).toBe("You're on the Clavius waitlist")
    expect(confirmation?.raw).toMatch(/^content-type: text\/plain/im)
    // The name a visitor typed is not repeated to the address they typed.
    expect(confirmation?.text).toContain('Hello,')
    expect(confirmation?.text).not.toContain('Alan Turing')
    expect(confirmation?.text).toMatch(
      /To leave the waitlist, unsubscribe: http:\/\/localhost:3000\/waitlist\/unsubscribe\/\d+\./,
    )
    expect(confirmation?.raw).toMatch(
      /^list-unsubscribe:\s+<http:\/\/localhost:3000\/waitlist\/unsubscribe\?token=\d+\./im,
    )
  })

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

    while (Date.now() <= publishAt.getTime() + 50)
      await new Promise((resolve) => setTimeout(resolve, 100))
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

  it('sends each notification once when two runners compete in one process', async () => {
    const messages = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createMessage({ fullName: `Runner test ${index}` })),
    )
    await Promise.all([payload.jobs.run(), payload.jobs.run(), payload.jobs.run()])
    await Promise.all([payload.jobs.run(), payload.jobs.run()])
    for (const message of messages) {
      expect(mailsMentioning(`Name: ${message.fullName}\n`)).toHaveLength(1)
    }
    expect(inbox).toHaveLength(messages.length)
  })

  it('sends each notification once when two worker processes run the queue', async () => {
    const messages = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createMessage({ fullName: `Worker test ${index}` })),
    )
    // Each worker starts Payload, says it is ready, and claims jobs when told to, so that both
    // claim at the same moment.
    const dir = path.join(repoRoot, '.data/test')
    await fs.mkdir(dir, { recursive: true })
    const script = path.join(dir, `jobs-worker-${process.pid}.ts`)
    await fs.writeFile(
      script,
      [
        `import { getPayload } from 'payload'`,
        `import config from ${JSON.stringify(path.join(repoRoot, 'src/payload.config.ts'))}`,
        `const payload = await getPayload({ config })`,
        `process.stdout.write('ready\\n')`,
        `await new Promise((resolve) => process.stdin.once('data', resolve))`,
        `await payload.jobs.run({ limit: 50 })`,
        `await payload.destroy()`,
        `process.exit(0)`,
      ].join('\n'),
    )
    const startWorker = () => {
      const child = spawn(path.join(repoRoot, 'node_modules/.bin/payload'), ['run', script], {
        cwd: repoRoot,
        env: { ...process.env, NODE_OPTIONS: '--conditions=production' },
        stdio: ['pipe', 'pipe', 'inherit'],
      })
      const ready = new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve()
        })
        child.once('exit', (code) => reject(new Error(`worker exited early with ${code}`)))
      })
      const exited = new Promise<number>((resolve) =>
        child.once('exit', (code) => resolve(code ?? 1)),
      )
      return { child, ready, exited }
    }
    try {
      const workers = [startWorker(), startWorker()]
      await Promise.all(workers.map((worker) => worker.ready))
      for (const worker of workers) worker.child.stdin!.write('go\n')
      expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0])
    } finally {
      await fs.rm(script, { force: true })
    }
    for (const message of messages) {
      expect(mailsMentioning(`Name: ${message.fullName}\n`)).toHaveLength(1)
      expect((await jobsFor('notifyTeam', message.id))[0]!.completedAt).toBeTruthy()
    }
  }, 120_000)
})

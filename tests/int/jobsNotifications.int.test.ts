import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SEND_ATTEMPTS } from '@/jobs/retries'

import {
  createMessage,
  enquiry,
  inbox,
  jobsFor,
  mailsMentioning,
  makeJobsDue,
  payload,
  reserveSmtpUrl,
  startSmtp,
  stopSmtp,
  TEAM,
  withJobs,
} from '../support/jobs'
import { repoRoot } from '../../scripts/lib/testDatabase'

// Payload's email adapter reads SMTP_URL when the config loads: set here, at the file's top,
// before Payload starts, which also gives the file a process of its own (vitest.config.ts).
process.env.SMTP_URL = await reserveSmtpUrl()

/** Emails the jobs send: the team's notifications, their retries, and each sent once. */
describe('jobs: team notifications, retries and scheduled publishing', () => {
  withJobs()

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

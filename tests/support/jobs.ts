import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach } from 'vitest'

import type { ContactMessage, PayloadJob } from '@/payload-types'

import { freePort } from '../../scripts/lib/testDatabase'

/**
 * What the job tests (tests/int/jobs*.int.test.ts) share: a real SMTP server that keeps what it
 * receives, Payload started after the file points SMTP_URL at it, and the jobs and messages the
 * tests make and read. Payload's config is imported only in startJobs(): the email adapter reads
 * SMTP_URL when the config loads.
 */

/** One email as the SMTP server received it. */
export type Mail = { to: string[]; subject: string; text: string; raw: string }

export const TEAM = 'team-inbox@example.test'
export const inbox: Mail[] = []
let smtp: SMTPServer | undefined
let smtpPort = 0
export let payload: Payload
export let listPosts: () => Promise<Response>
let clearCollections: typeof import('./payload').clearCollections

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

/** The address of the SMTP server startJobs() starts: the file sets SMTP_URL to it first. */
export async function reserveSmtpUrl(): Promise<string> {
  smtpPort = await freePort()
  return `smtp://127.0.0.1:${smtpPort}`
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives in `inbox`. */
export async function startSmtp(): Promise<void> {
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

export async function stopSmtp(): Promise<void> {
  const server = smtp
  smtp = undefined
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
}

/** Starts the SMTP server and Payload, and sends the team's notifications to TEAM. */
export async function startJobs(): Promise<void> {
  await startSmtp()
  const support = await import('./payload')
  clearCollections = support.clearCollections
  payload = await support.testPayload()
  const { GET: publicList } = await import('@/app/api/blog/route')
  listPosts = () => publicList(new Request('http://localhost/api/blog'))
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { teamEmail: TEAM },
    overrideAccess: true,
  })
}

/** Each test starts with the SMTP server up, no jobs, messages or posts, and an empty inbox. */
export async function resetJobs(): Promise<void> {
  if (!smtp) await startSmtp()
  await clearCollections(payload, ['payload-jobs', 'contact-messages', 'waitlist-entries', 'posts'])
  inbox.length = 0
}

export async function jobsFor(
  taskSlug: PayloadJob['taskSlug'],
  id?: number,
): Promise<PayloadJob[]> {
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
export async function makeJobsDue(): Promise<void> {
  await payload.db.pool.query(
    `UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE wait_until > now()`,
  )
}

type NewMessage = Omit<ContactMessage, 'id' | 'createdAt' | 'updatedAt'>

export const enquiry: NewMessage = {
  fullName: 'Ada Lovelace',
  workEmail: 'ada@analytical.example',
  company: 'Analytical Engines Ltd',
  companySize: '11-50',
  planInterest: 'Growth',
  message: 'We would like our products to be cited by AI assistants.\nCan we talk next week?',
  source: 'contact-page',
  status: 'new',
}

export async function createMessage(overrides: Partial<NewMessage> = {}): Promise<ContactMessage> {
  return payload.create({
    collection: 'contact-messages',
    data: { ...enquiry, ...overrides },
    overrideAccess: true,
  })
}

export const mailsMentioning = (text: string) => inbox.filter((mail) => mail.text.includes(text))

/**
 * What every jobs file's describe block needs, once the file has pointed SMTP_URL at
 * reserveSmtpUrl() (at its top, so that it runs in a process of its own: the email adapter
 * reads SMTP_URL when Payload's config loads): the jobs started, each test on an empty queue
 * and inbox, and the SMTP sink stopped at the end.
 */
export function withJobs(): void {
  beforeAll(startJobs)
  afterAll(stopSmtp)
  beforeEach(resetJobs)
}

/**
 * AI visibility monitors end to end below the browser: sign-up through POST /api/ai-check/monitor,
 * the double opt-in email (read from a real SMTP sink), its confirm and unsubscribe links, and the
 * scheduled re-check against fixture sites on 127.0.0.1 whose robots.txt changes between checks.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  completeSiteRoutes,
  type FixtureRoutes,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'
import { type ReceivedMail, startSmtpSink, type SmtpSink } from '../../scripts/lib/smtpSink'
import { freePort } from '../../scripts/lib/testDatabase'

type Handler = (request: Request) => Promise<Response>

const mails: ReceivedMail[] = []
let sink: SmtpSink | undefined
let payload: Payload
let subscribePost: Handler
let confirmGet: Handler
let unsubscribeGet: Handler
let unsubscribePost: Handler
const sites: FixtureSite[] = []

let ipCounter = 0
/** Each call looks like a new visitor unless a test passes its own address. */
// Addresses of their own: the rate-limit table is shared with the other files of a worker.
function subscribe(body: unknown, ip = `198.18.40.${++ipCounter}`) {
  return subscribePost(
    new Request('http://localhost/api/ai-check/monitor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

/** A decoded email: its unfolded headers and its text. */
type Mail = { headers: string; text: string }

function decode(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) {
    body = bytesOf(body.replace(/=\r?\n/g, ''))
  } else if (/^content-transfer-encoding:\s*base64/im.test(headers)) {
    body = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  }
  return { headers: decodeWords(headers), text: body.replace(/\r\n/g, '\n') }
}

const bytesOf = (escaped: string) =>
  Buffer.from(
    escaped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** Header words encoded as `=?UTF-8?Q?...?=` (a subject with an arrow), as text. */
const decodeWords = (headers: string) =>
  headers
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => bytesOf(word.replace(/_/g, ' ')))

const mailsTo = (address: string) =>
  mails.filter((mail) => mail.to.includes(address)).map((mail) => decode(mail.raw))

const linkIn = (mail: Mail, label: RegExp) => {
  const url = new RegExp(`${label.source}\\s*(\\S+)`).exec(mail.text)?.[1]
  if (!url) throw new Error(`no link after ${label} in:\n${mail.text}`)
  return url
}

const get = (handler: Handler, url: string) => handler(new Request(url))

const monitorOf = async (email: string) => {
  const { docs } = await payload.find({
    collection: 'monitors',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

/** Runs what is queued (confirmation emails, re-checks) as the job runner would. */
const runJobs = () => payload.jobs.run({ queue: 'default', limit: 100, silent: true })

const recheck = async () => {
  await payload.jobs.queue({ task: 'recheckMonitors', input: {} })
  await runJobs()
}

/** Makes a monitor's last check a week and a day old, so the next run checks it again. */
const makeDue = async (id: number) => {
  await payload.update({
    collection: 'monitors',
    id,
    data: { lastCheckedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString() },
    overrideAccess: true,
  })
}

/** A complete fixture site (score 100) whose routes a test may change. */
async function fixture(): Promise<{ site: FixtureSite; routes: FixtureRoutes }> {
  const started: { site?: FixtureSite } = {}
  const routes = completeSiteRoutes(() => `http://${started.site!.host}`)
  const site = (started.site = await startFixtureSite(routes))
  sites.push(site)
  return { site, routes }
}

/** Signs up, confirms through the emailed link, and takes the first (baseline) check. */
async function confirmedMonitor(email: string, domain: string) {
  expect((await subscribe({ domain, email })).status).toBe(201)
  await runJobs()
  await expect.poll(() => mailsTo(email).length).toBe(1)
  const [optIn] = mailsTo(email)
  const confirmed = await get(confirmGet, linkIn(optIn!, /Confirm:/))
  expect(confirmed.headers.get('location')).toBe(
    'http://localhost:3000/ai-checker/monitor/confirmed',
  )
  await recheck()
  const monitor = (await monitorOf(email))!
  expect(monitor).toMatchObject({ status: 'confirmed', lastScore: expect.any(Number) })
  return { monitor, optIn: optIn!, unsubscribeUrl: linkIn(optIn!, /unsubscribe:/) }
}

beforeAll(async () => {
  const smtpPort = await freePort()
  // Read when the config loads: set before Payload is imported.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
  process.env.RATE_LIMIT = 'true'
  sink = await startSmtpSink(smtpPort, (mail) => mails.push(mail))
  const support = await import('../support/payload')
  payload = await support.testPayload()
  await support.clearCollections(payload, ['payload-jobs', 'monitors'])
  subscribePost = (await import('@/app/api/ai-check/monitor/route')).POST as Handler
  confirmGet = (await import('@/app/(site)/ai-checker/monitor/confirm/route')).GET as Handler
  const unsubscribe = await import('@/app/(site)/ai-checker/monitor/unsubscribe/route')
  unsubscribeGet = unsubscribe.GET as Handler
  unsubscribePost = unsubscribe.POST as Handler
})

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
  await sink?.close()
})

describe('monitor sign-up', () => {
  it('sends a double opt-in with confirm and unsubscribe links, then confirms', async () => {
    const { site } = await fixture()
    const email = 'opt-in@example.test'
    const response = await subscribe({ domain: `http://${site.host}/some/page`, email })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { success: boolean; message: string }
    expect(body).toEqual({ success: true, message: expect.stringMatching(/^Check your inbox/) })
    // The domain is stored as the checker normalises it.
    expect(await monitorOf(email)).toMatchObject({ domain: site.host, status: 'pending' })

    await runJobs()
    await expect.poll(() => mailsTo(email).length).toBe(1)
    const [mail] = mailsTo(email)
    expect(mail!.headers).toMatch(/^subject: Confirm weekly AI visibility checks of 127\.0\.0\.1/im)
    const confirmUrl = linkIn(mail!, /Confirm:/)
    const unsubscribeUrl = linkIn(mail!, /unsubscribe:/)
    expect(confirmUrl).toMatch(/^http:\/\/localhost:3000\/ai-checker\/monitor\/confirm\?token=/)
    expect(unsubscribeUrl).toMatch(
      /^http:\/\/localhost:3000\/ai-checker\/monitor\/unsubscribe\?token=/,
    )
    expect(mail!.headers).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`)
    expect(mail!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im)

    // A tampered token confirms nothing.
    const tampered = await get(
      confirmGet,
      confirmUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    )
    expect(tampered.status).toBe(303)
    expect(tampered.headers.get('location')).toMatch(/\/ai-checker\/monitor\/invalid$/)
    // The unsubscribe token does not confirm either.
    const crossed = await get(confirmGet, unsubscribeUrl.replace('/unsubscribe?', '/confirm?'))
    expect(crossed.headers.get('location')).toMatch(/\/invalid$/)
    expect((await monitorOf(email))!.status).toBe('pending')

    const confirmed = await get(confirmGet, confirmUrl)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(
      'http://localhost:3000/ai-checker/monitor/confirmed',
    )
    expect(await monitorOf(email)).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(String),
    })
  })

  it('answers a known address exactly as a new one and keeps one monitor', async () => {
    const { site } = await fixture()
    const email = 'known@example.test'
    const first = await subscribe({ domain: site.host, email })
    const again = await subscribe({ domain: `HTTP://${site.host}/`, email: 'KNOWN@example.test' })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    const { totalDocs } = await payload.find({
      collection: 'monitors',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    await runJobs()
    // Both sign-ups found it waiting: each sent the opt-in.
    await expect.poll(() => mailsTo(email).length).toBe(2)
    await get(confirmGet, linkIn(mailsTo(email)[0]!, /Confirm:/))
    // Confirmed: a further sign-up is answered the same and sends nothing.
    const third = await subscribe({ domain: site.host, email })
    expect(third.status).toBe(201)
    await runJobs()
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('refuses bad input with 400 and a message', async () => {
    const cases: [unknown, RegExp][] = [
      [{ domain: '', email: 'a@example.test' }, /check the highlighted fields/i],
      [{ domain: 'example.com', email: 'not-an-email' }, /check the highlighted fields/i],
      [{ domain: 'localhost', email: 'a@example.test' }, /full domain/],
      [{ domain: '10.0.0.1', email: 'a@example.test' }, /internal address/],
      [{ domain: 'ftp://example.com', email: 'a@example.test' }, /Only http and https/],
      ['{"domain":', /must be JSON/],
    ]
    for (const [body, message] of cases) {
      const response = await subscribe(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(message)
    }
    const invalid = (await (await subscribe({ domain: 'example.com', email: 'nope' })).json()) as {
      errors: Record<string, string>
    }
    expect(invalid.errors).toEqual({ email: 'Please enter a valid email address' })
  })

  it('limits sign-ups per email address and per domain with 429', async () => {
    const email = 'limited@example.test'
    for (let i = 0; i < 3; i++) {
      expect((await subscribe({ domain: `limited-${i}.example`, email })).status).toBe(201)
    }
    const byAddress = await subscribe({ domain: 'limited-3.example', email })
    expect(byAddress.status).toBe(429)
    expect(byAddress.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await byAddress.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many sign-ups for this email address. Please try again in an hour.',
    })

    for (let i = 0; i < 10; i++) {
      const response = await subscribe({
        domain: 'popular.example',
        email: `fan-${i}@example.test`,
      })
      expect(response.status).toBe(201)
    }
    const byDomain = await subscribe({ domain: 'popular.example', email: 'fan-10@example.test' })
    expect(byDomain.status).toBe(429)
    expect(((await byDomain.json()) as { message: string }).message).toBe(
      'Too many sign-ups for this domain. Please try again in an hour.',
    )
  })
})

describe('the monitors collection', () => {
  it('is not readable anonymously, and no one creates a monitor but the sign-up', async () => {
    await expect(
      payload.find({ collection: 'monitors', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    const { docs: admins } = await payload.find({
      collection: 'admins',
      limit: 1,
      overrideAccess: true,
    })
    const admin =
      admins[0] ??
      (await payload.create({
        collection: 'admins',
        data: {
          name: 'Monitor Admin',
          email: 'monitor-admin@example.test',
          password: 'a long enough password 1',
        },
        overrideAccess: true,
      }))
    const asAdmin = { user: { ...admin, collection: 'admins' as const }, overrideAccess: false }
    await expect(payload.find({ collection: 'monitors', ...asAdmin })).resolves.toBeTruthy()
    await expect(
      payload.create({
        collection: 'monitors',
        data: { domain: 'example.com', email: 'a@example.test', status: 'confirmed' },
        ...asAdmin,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('weekly re-check', () => {
  it('is scheduled as a job on the default queue', async () => {
    await payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'recheckMonitors' }, completedAt: { exists: false } },
      overrideAccess: true,
    })
    expect(docs.length).toBe(1)
    expect(new Date(docs[0]!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
  })

  it('emails the changes once when the score drops and a crawler is refused', async () => {
    const { site, routes } = await fixture()
    const email = 'drop@example.test'
    const { monitor } = await confirmedMonitor(email, site.host)
    expect(monitor.lastScore).toBe(100)
    expect(mailsTo(email)).toHaveLength(1)

    routes['/robots.txt'] = text('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n')
    // Not due yet: a week has not passed, so nothing is fetched or sent.
    const before = site.requests.length
    await recheck()
    expect(site.requests.length).toBe(before)

    await makeDue(monitor.id)
    await recheck()
    await expect.poll(() => mailsTo(email).length).toBe(2)
    const alert = mailsTo(email)[1]!
    const after = (await monitorOf(email))!
    expect(after.lastScore).toBeLessThanOrEqual(95)
    expect(alert.headers).toMatch(
      new RegExp(
        `^subject: AI visibility of ${site.host.replace(/\./g, '\\.')} changed: 100 → ${after.lastScore}/100`,
        'im',
      ),
    )
    expect(alert.text).toContain(
      `Score: 100 → ${after.lastScore} out of 100 (down ${100 - after.lastScore!}).`,
    )
    expect(alert.text).toContain('- GPTBot: now disallowed by robots.txt')
    expect(alert.text).toContain(
      '- OpenAI GPTBot may crawl and fetch the home page: passed → failed',
    )
    // The re-check's result is kept like a visitor's: the alert links its shared page.
    expect(alert.text).toMatch(
      /The full result: http:\/\/localhost:3000\/ai-checker\/results\/[A-Za-z0-9_-]{22}\n/,
    )
    expect(alert.text).toMatch(
      /unsubscribe: http:\/\/localhost:3000\/ai-checker\/monitor\/unsubscribe\?token=\S+/,
    )
    expect(alert.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/ai-checker\/monitor\/unsubscribe\?token=/im,
    )
    expect(after.lastAlertAt).toEqual(expect.any(String))

    // The same result a week later is no change: no second alert.
    await makeDue(monitor.id)
    await recheck()
    expect((await monitorOf(email))!.lastCheckedAt).not.toBe(after.lastCheckedAt)
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('emails when only a crawler becomes refused', async () => {
    const { site, routes } = await fixture()
    const email = 'crawler@example.test'
    const { monitor } = await confirmedMonitor(email, site.host)
    routes['/robots.txt'] = text(
      'User-agent: anthropic-ai\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
    )
    await makeDue(monitor.id)
    await recheck()
    await expect.poll(() => mailsTo(email).length).toBe(2)
    expect(mailsTo(email)[1]!.text).toContain('- anthropic-ai: now disallowed by robots.txt')
  })

  it('sends nothing when nothing dropped', async () => {
    const { site } = await fixture()
    const email = 'steady@example.test'
    const { monitor } = await confirmedMonitor(email, site.host)
    await makeDue(monitor.id)
    await recheck()
    const after = (await monitorOf(email))!
    expect(after.lastScore).toBe(100)
    expect(after.lastCheckedAt).not.toBe(monitor.lastCheckedAt)
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('stops after the unsubscribe link, clicked or posted in one click', async () => {
    const clicked = await fixture()
    const email = 'leaving@example.test'
    const { monitor, unsubscribeUrl } = await confirmedMonitor(email, clicked.site.host)
    const response = await get(unsubscribeGet, unsubscribeUrl)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/ai-checker/monitor/unsubscribed',
    )
    expect((await monitorOf(email))!.status).toBe('unsubscribed')
    clicked.routes['/robots.txt'] = text('User-agent: *\nDisallow: /\n')
    await makeDue(monitor.id)
    const before = clicked.site.requests.length
    await recheck()
    expect(clicked.site.requests.length).toBe(before)
    expect(mailsTo(email)).toHaveLength(1)

    const posted = await fixture()
    const other = 'one-click@example.test'
    const second = await confirmedMonitor(other, posted.site.host)
    const oneClick = await unsubscribePost(
      new Request(second.unsubscribeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.status).toBe(200)
    expect((await monitorOf(other))!.status).toBe('unsubscribed')
    const forged = await unsubscribePost(
      new Request('http://localhost:3000/ai-checker/monitor/unsubscribe?token=1.x', {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ message: 'This unsubscribe link is not valid.' })
  })
})

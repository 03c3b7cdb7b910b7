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
import { linkIn, listUnsubscribeOf, mailsIn, subjectOf } from '../support/mail'

type Handler = (request: Request) => Response | Promise<Response>
type LinkAction = (token: unknown) => Promise<string>

const mails: ReceivedMail[] = []
let sink: SmtpSink | undefined
let payload: Payload
let subscribePost: Handler
let unsubscribeGet: Handler
let unsubscribePost: Handler
/** The link pages' buttons (their server actions call these). */
let confirmButton: LinkAction
let unsubscribeButton: LinkAction
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

const mailsTo = (address: string) => mailsIn(mails, address)

/** The token of a link page's address (`…/confirm/<token>`). */
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

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
  expect(await confirmButton(tokenOf(linkIn(optIn!, /Confirm:/)))).toBe('confirmed')
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
  const unsubscribe = await import('@/app/(site)/ai-checker/monitor/unsubscribe/route')
  unsubscribeGet = unsubscribe.GET as Handler
  unsubscribePost = unsubscribe.POST as Handler
  const manage = await import('@/features/ai-visibility/monitor/manage')
  confirmButton = manage.confirmMonitor
  unsubscribeButton = manage.unsubscribeMonitor
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
    // The subject carries nothing the sender typed; the text names the site.
    expect(subjectOf(mail!)).toBe('Confirm your weekly AI visibility checks')
    expect(mail!.text).toContain(`to re-check ${site.host} every week`)
    expect(mail!.text).toContain('it works for 7 days')
    const confirmUrl = linkIn(mail!, /Confirm:/)
    const unsubscribeUrl = linkIn(mail!, /unsubscribe:/)
    expect(confirmUrl).toMatch(
      /^http:\/\/localhost:3000\/ai-checker\/monitor\/confirm\/\d+\.[0-9a-z]+\.[\w-]{32}$/,
    )
    expect(unsubscribeUrl).toMatch(
      /^http:\/\/localhost:3000\/ai-checker\/monitor\/unsubscribe\/\d+\.[\w-]{32}$/,
    )
    // One-click unsubscribe posts to the route, with the same token.
    expect(listUnsubscribeOf(mail!)).toBe(
      `http://localhost:3000/ai-checker/monitor/unsubscribe?token=${tokenOf(unsubscribeUrl)}`,
    )
    expect(mail!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im)

    // A tampered token confirms nothing, nor does the unsubscribe token.
    const token = tokenOf(confirmUrl)
    expect(await confirmButton(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBe('invalid')
    expect(await confirmButton(tokenOf(unsubscribeUrl))).toBe('invalid')
    expect((await monitorOf(email))!.status).toBe('pending')

    expect(await confirmButton(token)).toBe('confirmed')
    expect(await monitorOf(email)).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(String),
    })
  })

  it('answers a known address exactly as a new one, keeps one monitor and mails once', async () => {
    const { site } = await fixture()
    const email = 'known@example.test'
    const first = await subscribe({ domain: site.host, email })
    const again = await subscribe({ domain: `HTTP://${site.host}/`, email: 'KNOWN@example.test' })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    const answer = await first.json()
    expect(await again.json()).toEqual(answer)
    const { totalDocs } = await payload.find({
      collection: 'monitors',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    await runJobs()
    // The first link works for a week: the repeated sign-up sends no second one.
    await expect.poll(() => mailsTo(email).length).toBe(1)
    expect(await confirmButton(tokenOf(linkIn(mailsTo(email)[0]!, /Confirm:/)))).toBe('confirmed')
    // Confirmed: a further sign-up is answered the same and sends nothing.
    const third = await subscribe({ domain: site.host, email })
    expect(third.status).toBe(201)
    expect(await third.json()).toEqual(answer)
    await runJobs()
    expect(mailsTo(email)).toHaveLength(1)
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

  it('answers every sign-up for one address alike, and limits a domain with 429', async () => {
    // How many mails an address gets is the outbox's affair, never the answer's.
    const email = 'limited@example.test'
    const answers = []
    for (let i = 0; i < 5; i++) {
      const response = await subscribe({ domain: `limited-${i}.example`, email })
      answers.push({ status: response.status, body: await response.text() })
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(answers[0]!.status).toBe(201)

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
    expect(subjectOf(alert)).toBe(`Your weekly AI visibility check: 100 → ${after.lastScore}/100`)
    expect(alert.text).toContain(`This week's check of ${site.host} found changes.`)
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
      /unsubscribe: http:\/\/localhost:3000\/ai-checker\/monitor\/unsubscribe\/\d+\.[\w-]{32}\n/,
    )
    expect(listUnsubscribeOf(alert)).toMatch(
      /^http:\/\/localhost:3000\/ai-checker\/monitor\/unsubscribe\?token=\d+\.[\w-]{32}$/,
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

  it('stops after the unsubscribe button, or the one-click POST; opening links changes nothing', async () => {
    const clicked = await fixture()
    const email = 'leaving@example.test'
    const { monitor, optIn, unsubscribeUrl } = await confirmedMonitor(email, clicked.site.host)
    // A mail scanner opens every link and header address: each only leads to a page.
    const opened = await get(unsubscribeGet, listUnsubscribeOf(optIn))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(unsubscribeUrl)
    const head = await unsubscribeGet(new Request(listUnsubscribeOf(optIn), { method: 'HEAD' }))
    expect(head.status).toBe(303)
    expect((await monitorOf(email))!.status).toBe('confirmed')

    expect(await unsubscribeButton(tokenOf(unsubscribeUrl))).toBe('unsubscribed')
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
      new Request(listUnsubscribeOf(second.optIn), {
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

/**
 * The links of the monitor's and the waitlist's emails: opening one (GET, HEAD: what a mail
 * scanner does) changes nothing, the page's button (its server action calls the same function)
 * or the mail client's one-click POST acts; confirm links expire after 7 days, unsubscribe links
 * keep working.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ReceivedMail, startSmtpSink, type SmtpSink } from '../../scripts/lib/smtpSink'
import { freePort } from '../../scripts/lib/testDatabase'
import { linkIn, listUnsubscribeOf, mailsIn, subjectOf } from '../support/mail'

type Handler = (request: Request) => Response | Promise<Response>

const DAY = 24 * 60 * 60 * 1000
const mails: ReceivedMail[] = []
let sink: SmtpSink | undefined
let payload: Payload
let links: typeof import('@/lib/monitorLinks')
let manage: typeof import('@/features/ai-visibility/monitor/manage')
let waitlist: typeof import('@/data/waitlistLinks')
let confirmRoute: Handler
let unsubscribeRoute: { GET: Handler; POST: Handler }
let waitlistRoute: { GET: Handler; POST: Handler }
let waitlistPost: Handler

let counter = 0
async function pendingMonitor(email = `link-${++counter}@example.test`) {
  return payload.create({
    collection: 'monitors',
    data: { domain: `links-${counter}.example`, email, status: 'pending' },
    overrideAccess: true,
  })
}

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'monitors', id, overrideAccess: true })).status

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

const oneClick = (handler: Handler, url: string) =>
  handler(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  )

beforeAll(async () => {
  const smtpPort = await freePort()
  // Read when the config loads: set before Payload is imported.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  sink = await startSmtpSink(smtpPort, (mail) => mails.push(mail))
  payload = await (await import('../support/payload')).testPayload()
  links = await import('@/lib/monitorLinks')
  manage = await import('@/features/ai-visibility/monitor/manage')
  waitlist = await import('@/data/waitlistLinks')
  confirmRoute = (await import('@/app/(site)/ai-checker/monitor/confirm/route')).GET as Handler
  unsubscribeRoute =
    (await import('@/app/(site)/ai-checker/monitor/unsubscribe/route')) as unknown as {
      GET: Handler
      POST: Handler
    }
  waitlistRoute = (await import('@/app/(site)/waitlist/unsubscribe/route')) as unknown as {
    GET: Handler
    POST: Handler
  }
  waitlistPost = (await import('@/app/api/clavius-waitlist/route')).POST as Handler
})

afterAll(async () => {
  await sink?.close()
})

describe('monitor confirm links', () => {
  it('confirm nothing when opened, and confirm by the button', async () => {
    const monitor = await pendingMonitor()
    // One issue time for the token and the link expected from it: made a second apart, they
    // would differ.
    const issuedAt = new Date()
    const token = links.monitorToken('confirm', monitor, issuedAt)
    // An address of an email sent before the link pages, opened by GET and HEAD.
    const legacy = `http://localhost:3000/ai-checker/monitor/confirm?token=${token}`
    for (const method of ['GET', 'HEAD']) {
      const opened = await confirmRoute(new Request(legacy, { method }))
      expect(opened.status).toBe(303)
      expect(opened.headers.get('location')).toBe(links.monitorLink('confirm', monitor, issuedAt))
    }
    // The page reads the link and shows the button.
    expect(await manage.viewConfirmLink(token)).toEqual({
      state: 'ready',
      domain: monitor.domain,
    })
    expect(await statusOf(monitor.id)).toBe('pending')

    expect(await manage.confirmMonitor(token)).toBe('confirmed')
    expect(await statusOf(monitor.id)).toBe('confirmed')
    // Pressed again, or opened later: it stays confirmed.
    expect(await manage.confirmMonitor(token)).toBe('confirmed')
    expect(await manage.viewConfirmLink(token)).toMatchObject({ state: 'confirmed' })
  })

  it('expire after 7 days, and the page says so', async () => {
    const monitor = await pendingMonitor()
    const sixDays = links.monitorToken('confirm', monitor, new Date(Date.now() - 6.9 * DAY))
    const eightDays = links.monitorToken('confirm', monitor, new Date(Date.now() - 7.1 * DAY))
    expect(await manage.viewConfirmLink(sixDays)).toMatchObject({ state: 'ready' })
    expect(await manage.viewConfirmLink(eightDays)).toEqual({
      state: 'expired',
      domain: monitor.domain,
    })
    expect(await manage.confirmMonitor(eightDays)).toBe('expired')
    expect(await statusOf(monitor.id)).toBe('pending')
    // The expiry is signed: a newer time written into an old link makes it invalid.
    const [id, , signature] = eightDays.split('.')
    const moved = `${id}.${Math.floor(Date.now() / 1000).toString(36)}.${signature}`
    expect(await manage.confirmMonitor(moved)).toBe('invalid')
    expect(await manage.confirmMonitor(sixDays)).toBe('confirmed')
  })

  it('refuse a confirm link of the old form, another monitor, or an unsubscribed one', async () => {
    const monitor = await pendingMonitor()
    // Emails sent before confirm links carried their time: such links no longer confirm.
    const old = links.monitorToken('unsubscribe', monitor)
    expect(await manage.viewConfirmLink(old)).toEqual({ state: 'invalid' })
    const other = await pendingMonitor()
    const foreign = links.monitorToken('confirm', other).replace(/^\d+/, String(monitor.id))
    expect(await manage.confirmMonitor(foreign)).toBe('invalid')
    expect(await manage.unsubscribeMonitor(links.monitorToken('unsubscribe', monitor))).toBe(
      'unsubscribed',
    )
    expect(await manage.confirmMonitor(links.monitorToken('confirm', monitor))).toBe('unsubscribed')
    expect(await statusOf(monitor.id)).toBe('unsubscribed')
    const tooLarge = `999999999999.${'A'.repeat(32)}`
    for (const token of [undefined, '', 'x', '1.2', `${monitor.id}.${'A'.repeat(32)}`, tooLarge]) {
      expect(await manage.viewConfirmLink(token)).toEqual({ state: 'invalid' })
    }
  })
})

describe('monitor unsubscribe links', () => {
  it('have no expiry; opened they change nothing, the button and one click act', async () => {
    const monitor = await pendingMonitor()
    await manage.confirmMonitor(links.monitorToken('confirm', monitor))
    const token = links.monitorToken('unsubscribe', monitor)
    const header = links.oneClickUnsubscribeUrl(monitor)
    for (const method of ['GET', 'HEAD']) {
      const opened = await unsubscribeRoute.GET(new Request(header, { method }))
      expect(opened.status).toBe(303)
      expect(opened.headers.get('location')).toBe(links.monitorLink('unsubscribe', monitor))
    }
    expect(await manage.viewUnsubscribeLink(token)).toEqual({
      state: 'ready',
      domain: monitor.domain,
    })
    expect(await statusOf(monitor.id)).toBe('confirmed')

    // No time in the token: the same link works whenever it is used.
    expect(await manage.unsubscribeMonitor(token)).toBe('unsubscribed')
    expect(await manage.viewUnsubscribeLink(token)).toMatchObject({ state: 'unsubscribed' })

    const second = await pendingMonitor()
    const answer = await oneClick(unsubscribeRoute.POST, links.oneClickUnsubscribeUrl(second))
    expect(answer.status).toBe(200)
    expect(await statusOf(second.id)).toBe('unsubscribed')
  })
})

describe('the waitlist email', () => {
  it('carries an unsubscribe link and one-click headers that work like the monitor’s', async () => {
    const email = `leaving-${Date.now()}@example.org`
    const joined = await waitlistPost(
      new Request('http://localhost/api/clavius-waitlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.74.1' },
        body: JSON.stringify({ name: 'Click here: http://evil.example', email }),
      }),
    )
    expect(joined.status).toBe(201)
    await payload.jobs.run({ silent: true })
    await payload.jobs.run({ silent: true })
    await expect.poll(() => mailsIn(mails, email).length).toBe(1)
    const [mail] = mailsIn(mails, email)
    expect(subjectOf(mail!)).toBe("You're on the Clavius waitlist")
    // The name the visitor typed is not repeated to the address they typed.
    expect(mail!.text).not.toContain('evil.example')
    const page = linkIn(mail!, /unsubscribe:/)
    expect(page).toMatch(/^http:\/\/localhost:3000\/waitlist\/unsubscribe\/\d+\.[\w-]{32}$/)
    const header = listUnsubscribeOf(mail!)
    expect(header).toBe(`http://localhost:3000/waitlist/unsubscribe?token=${tokenOf(page)}`)
    expect(mail!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im)

    const listed = async () =>
      (
        await payload.find({
          collection: 'waitlist-entries',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).totalDocs
    for (const method of ['GET', 'HEAD']) {
      const opened = await waitlistRoute.GET(new Request(header, { method }))
      expect(opened.status).toBe(303)
      expect(opened.headers.get('location')).toBe(page)
    }
    expect(await waitlist.viewWaitlistLink(tokenOf(page))).toBe('listed')
    expect(await listed()).toBe(1)

    const forged = await oneClick(
      waitlistRoute.POST,
      header.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    )
    expect(forged.status).toBe(400)
    expect(await listed()).toBe(1)
    expect((await oneClick(waitlistRoute.POST, header)).status).toBe(200)
    expect(await listed()).toBe(0)
    // The page, and the button pressed again, say the address is off the waitlist.
    expect(await waitlist.viewWaitlistLink(tokenOf(page))).toBe('gone')
    expect(await waitlist.viewWaitlistLink(`999999999999.${'A'.repeat(32)}`)).toBe('invalid')
    expect(await waitlist.leaveWaitlist(tokenOf(page))).toBe('gone')
  })

  it('is left by the page’s button', async () => {
    const entry = await payload.create({
      collection: 'waitlist-entries',
      data: { name: 'Button', email: `button-${Date.now()}@example.org` },
      overrideAccess: true,
    })
    const { waitlistToken } = await import('@/lib/waitlistLinks')
    expect(await waitlist.leaveWaitlist(waitlistToken(entry))).toBe('gone')
    await expect(
      payload.findByID({ collection: 'waitlist-entries', id: entry.id, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

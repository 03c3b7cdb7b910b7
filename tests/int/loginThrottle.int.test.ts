import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@/env'
import { LOGIN_LIMITS } from '@/lib/http/loginThrottle'

import { testPayload } from '../support/payload'
import { rest } from '../support/payloadRest'

/**
 * The login throttle through Payload's REST login and reset (the doors /cms uses), on the real
 * rate_limits table. Time is moved with a faked clock (the counters' windows are computed from
 * Date.now), never waited for.
 */
let payload: Payload
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let addressCount = 0
/** A client address no other test or file used. */
const freshAddress = () => {
  addressCount += 1
  return `198.18.${(addressCount >> 8) % 256}.${addressCount % 256}`
}

async function newAdmin(name: string) {
  const admin = {
    email: `throttle-${name}-${stamp}@example.com`,
    name,
    password: `${name}-Password-${stamp}`,
  }
  await payload.create({ collection: 'admins', data: admin, overrideAccess: true })
  return admin
}

type Attempt = { status: number; cookie?: string; message?: string }

async function login(
  email: string,
  password: string,
  { address = freshAddress(), cookie }: { address?: string; cookie?: string } = {},
): Promise<Attempt> {
  const response = await rest('POST', '/api/admins/login', {
    body: JSON.stringify({ email, password }),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
  })
  const known = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('agency-known-device='))
  const body = (await response.json()) as { errors?: { message?: string }[] }
  return {
    status: response.status,
    cookie: known?.split(';')[0],
    message: body.errors?.[0]?.message,
  }
}

const MINUTE = 60_000
let now = Date.now()
const advance = (ms: number) => {
  now += ms
  vi.setSystemTime(now)
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await payload.delete({
    collection: 'admins',
    where: { email: { like: `-${stamp}@example.com` } },
    overrideAccess: true,
  })
})

describe('a guessing attack spread over many addresses', () => {
  it('gets at most 10 answers in the hour, while the owner on a known device gets in', async () => {
    const owner = await newAdmin('owner')
    const first = await login(owner.email, owner.password)
    expect(first.status).toBe(200)
    expect(first.cookie).toMatch(/^agency-known-device=/)
    const device = first.cookie!

    vi.useFakeTimers({ toFake: ['Date'] })
    now = Date.now()
    const answered: number[] = []
    const refused: number[] = []
    // 30 wrong passwords from 30 fresh addresses, one every two minutes: the hour.
    for (let guess = 0; guess < 30; guess += 1) {
      const attempt = await login(owner.email, `guess-${guess}`)
      expect([401, 429], attempt.message).toContain(attempt.status)
      ;(attempt.status === 401 ? answered : refused).push(guess)
      if (guess % 5 === 0) {
        // The owner's browser, from an address of its own, is let in at once.
        expect((await login(owner.email, owner.password, { cookie: device })).status).toBe(200)
      }
      advance(2 * MINUTE)
    }
    expect(answered.length).toBeLessThanOrEqual(LOGIN_LIMITS.accountAttemptsPerHour)
    expect(answered.length + refused.length).toBe(30)
    console.log(`answered ${answered.length} of 30 guesses within the hour: ${answered.join(', ')}`)
    // After the hour, the owner's browser still logs in at once.
    advance(5 * MINUTE)
    expect((await login(owner.email, owner.password, { cookie: device })).status).toBe(200)
    // The administrator is told once, not once per refusal.
    const alerts = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'alertLoginAttack' } },
      pagination: false,
      overrideAccess: true,
    })
    const mine = alerts.docs.filter(
      (job) => (job.input as { account?: string }).account === owner.email,
    )
    expect(mine).toHaveLength(1)
  })

  it('gets at most 4 answers from a burst of 30 at once, the rest refused with the wait', async () => {
    const owner = await newAdmin('burst')
    const device = (await login(owner.email, owner.password)).cookie!
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login(owner.email, `burst-${n}`)),
    )
    const statuses = burst.map((attempt) => attempt.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_LIMITS.accountFreeAttempts + 1,
    )
    for (const attempt of burst.filter(({ status }) => status === 429)) {
      expect(attempt.message).toMatch(
        /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
      )
    }
    // A browser that never logged in waits like the guesses, the owner's does not.
    expect((await login(owner.email, owner.password)).status).toBe(429)
    expect((await login(owner.email, owner.password, { cookie: device })).status).toBe(200)
  })
})

describe('guesses at accounts that do not exist', () => {
  it("never get the owner's address refused", async () => {
    const owner = await newAdmin('shared')
    const address = freshAddress()
    const statuses: number[] = []
    for (let n = 0; n < 7; n += 1) {
      statuses.push((await login(`nobody-${n}-${stamp}@example.com`, 'guess', { address })).status)
    }
    // The made-up accounts are throttled at that address...
    expect(statuses.slice(0, LOGIN_LIMITS.attemptsPerAddress)).toEqual(Array(5).fill(401))
    expect(statuses.at(-1)).toBe(429)
    // ...and the owner there, without a known-device cookie, logs in.
    expect((await login(owner.email, owner.password, { address })).status).toBe(200)
  })
})

describe('a refusal', () => {
  it('logs one line at info, with no stack and nothing at error', async () => {
    const owner = await newAdmin('quiet')
    const address = freshAddress()
    for (let n = 0; n < LOGIN_LIMITS.attemptsPerAddress; n += 1) {
      await login(owner.email, `wrong-${n}`, { address })
    }
    const info = vi.spyOn(payload.logger, 'info')
    const error = vi.spyOn(payload.logger, 'error')
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      expect((await login(owner.email, 'wrong-again', { address })).status).toBe(429)
      const lines = info.mock.calls.filter((call) => JSON.stringify(call).includes('[login]'))
      expect(lines).toHaveLength(1)
      expect(lines[0]![0]).toMatch(/^\[login\] refused for ".+": Too many failed login attempts/)
      expect(error).not.toHaveBeenCalled()
      expect(warn).not.toHaveBeenCalled()
    } finally {
      info.mockRestore()
      error.mockRestore()
      warn.mockRestore()
    }
  })
})

describe('password reset', () => {
  type Mail = { to?: unknown; html?: unknown }

  async function forgot(email: string, host: string, address = freshAddress()) {
    const response = await rest('POST', '/api/admins/forgot-password', {
      body: JSON.stringify({ email }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, host },
    })
    return response.status
  }

  it("mails links on SITE_URL, and foreign hosts or other accounts cannot use up the owner's mails", async () => {
    const owner = await newAdmin('reset')
    const site = new URL(env().SITE_URL)
    const sent: Mail[] = []
    const send = vi
      .spyOn(payload.email, 'sendEmail')
      .mockImplementation(async (message: Mail) => sent.push(message))
    // Payload itself mails one reset per account per 15 s: the clock moves on between requests.
    vi.useFakeTimers({ toFake: ['Date'] })
    now = Date.now()
    const ask = async (email: string, host: string) => {
      advance(16_000)
      return forgot(email, host)
    }
    try {
      // Asked with another Host: answered as usual, the link on the site all the same.
      expect(await ask(owner.email, 'evil.example')).toBe(200)
      expect(sent).toHaveLength(1)
      const link = /href="([^"]+)"/.exec(String(sent[0]!.html))?.[1]
      expect(link?.startsWith(`${site.origin}/cms/reset/`)).toBe(true)
      expect(String(sent[0]!.html)).not.toContain('evil.example')
      // More with foreign hosts (three mails an hour), and requests for other accounts...
      for (let n = 0; n < 5; n += 1) {
        expect(await ask(owner.email, `evil-${n}.example`)).toBe(200)
        expect(await ask(`someone-${n}-${stamp}@example.com`, site.host)).toBe(200)
      }
      expect(sent).toHaveLength(3)
      // ...leave the owner's own requests their three mails.
      for (let n = 0; n < 3; n += 1) {
        expect(await ask(owner.email, site.host)).toBe(200)
        expect(sent).toHaveLength(4 + n)
        expect(sent.at(-1)!.to).toBe(owner.email)
      }
    } finally {
      send.mockRestore()
    }
  })
})

describe('the known-device cookie', () => {
  const version = async (email: string) =>
    (
      await payload.find({
        collection: 'admins',
        where: { email: { equals: email } },
        showHiddenFields: true,
        overrideAccess: true,
      })
    ).docs[0]!.knownDeviceVersion

  it('is void after any password change: the panel, REST or a reset link', async () => {
    const owner = await newAdmin('versioned')
    const first = await login(owner.email, owner.password)
    expect(await version(owner.email)).toBe(1)
    const token = (
      (await (
        await rest('POST', '/api/admins/login', {
          body: JSON.stringify({ email: owner.email, password: owner.password }),
          headers: { 'content-type': 'application/json' },
        })
      ).json()) as { token: string; user: Record<string, unknown> }
    ).token
    // Changed through REST as the panel does; a version sent along is not taken.
    const { id } = (
      await payload.find({
        collection: 'admins',
        where: { email: { equals: owner.email } },
        overrideAccess: true,
      })
    ).docs[0]!
    const changed = await rest('PATCH', `/api/admins/${id}`, {
      token,
      body: JSON.stringify({ password: `${owner.password}-2`, knownDeviceVersion: 1 }),
      headers: { 'content-type': 'application/json' },
    })
    expect(changed.status).toBe(200)
    expect(JSON.stringify(await changed.json())).not.toContain('knownDeviceVersion')
    expect(await version(owner.email)).toBe(2)
    // The old cookie no longer lets its browser past a busy account's turns.
    const address = freshAddress()
    for (let n = 0; n < LOGIN_LIMITS.accountFreeAttempts + 1; n += 1) {
      await login(owner.email, `guess-${n}`)
    }
    expect(
      (await login(owner.email, `${owner.password}-2`, { address, cookie: first.cookie })).status,
    ).toBe(429)

    // A reset by e-mail link moves it on too.
    const sent: { html?: unknown }[] = []
    const send = vi
      .spyOn(payload.email, 'sendEmail')
      .mockImplementation(async (message: { html?: unknown }) => sent.push(message))
    try {
      const forgot = await rest('POST', '/api/admins/forgot-password', {
        body: JSON.stringify({ email: owner.email }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      })
      expect(forgot.status).toBe(200)
    } finally {
      send.mockRestore()
    }
    const resetToken = /\/cms\/reset\/([^"]+)"/.exec(String(sent[0]?.html))?.[1]
    expect(resetToken).toBeTruthy()
    const reset = await rest('POST', '/api/admins/reset-password', {
      body: JSON.stringify({ token: resetToken, password: `${owner.password}-3` }),
      headers: { 'content-type': 'application/json' },
    })
    expect(reset.status).toBe(200)
    expect(await version(owner.email)).toBe(3)
  })
})

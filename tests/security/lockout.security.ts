import { request as playwrightRequest } from '@playwright/test'

import {
  adminEmail,
  adminPassword,
  adminToken,
  baseUrl,
  bearer,
  freshIp,
  siteOrigin,
  uniqueSlug,
} from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It counts failed logins on the owner's account: it runs against an app server of its own.
runOnOwnServer()

/**
 * Nobody can lock the administrator out: wrong passwords are refused per address and per
 * account (at most 10 answered an hour, however many addresses send them), on the dashboard's
 * login and on Payload's (/api/admins/login, which /cms posts to), while the owner's browser,
 * holding the known-device cookie a login gave it, gets in at once. Password-reset mail cannot
 * be sent without limit, and its limit never refuses the owner. The rules themselves, with the
 * clock moved through the hour, are tests/int/loginThrottle.int.test.ts.
 */
const LOCKED = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/
const KNOWN_DEVICE =
  /^agency-known-device=[0-9a-z]+\.\d+\.[\w-]+; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Strict$/

type PayloadFailure = { errors: { message: string; data?: { retryAfter?: number } }[] }

const knownDeviceCookie = (setCookies: { name: string; value: string }[]) =>
  setCookies.find(
    ({ name, value }) =>
      name.toLowerCase() === 'set-cookie' && value.startsWith('agency-known-device='),
  )?.value

/** A browser of its own: its cookies are not the other tests' (the fixture keeps them). */
const browser = () => playwrightRequest.newContext({ baseURL: baseUrl })

test.describe('known device', () => {
  test('both login doors give the browser a signed, HttpOnly, SameSite=Strict cookie', async () => {
    const owner = await browser()
    const dashboard = await owner.post('/api/admin/login', {
      data: { password: adminPassword },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(dashboard.status()).toBe(200)
    expect(knownDeviceCookie(dashboard.headersArray())).toMatch(KNOWN_DEVICE)
    const fresh = await browser()
    const payloadDoor = await fresh.post('/api/admins/login', {
      data: { email: adminEmail, password: adminPassword },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(payloadDoor.status()).toBe(200)
    expect(knownDeviceCookie(payloadDoor.headersArray())).toMatch(KNOWN_DEVICE)
    const failed = await fresh.post('/api/admins/login', {
      data: { email: adminEmail, password: 'not-the-password' },
      headers: { 'x-forwarded-for': freshIp(), origin: siteOrigin },
    })
    expect(failed.status()).toBe(401)
    expect(knownDeviceCookie(failed.headersArray())).toBeUndefined()
    await Promise.all([owner.dispose(), fresh.dispose()])
  })
})

test.describe('login throttling', () => {
  test('the dashboard refuses the guesses, and lets the owner in from a known browser', async () => {
    const owner = await browser()
    const attacker = await browser()
    try {
      const first = await owner.post('/api/admin/login', {
        data: { password: adminPassword },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(first.status()).toBe(200)
      const address = freshIp()
      const statuses: number[] = []
      let refused: { message: string; error: string; code: string } | undefined
      for (let attempt = 1; attempt <= 6 && !refused; attempt += 1) {
        const guess = await attacker.post('/api/admin/login', {
          data: { password: `guess-${Math.random()}` },
          headers: { 'x-forwarded-for': address },
        })
        statuses.push(guess.status())
        if (guess.status() === 429) refused = await guess.json()
      }
      expect(statuses[0]).toBe(401)
      expect(refused?.error).toMatch(LOCKED)
      expect(refused?.code).toBe('account_locked')
      // Even the right password is refused from there...
      const fromAttacker = await attacker.post('/api/admin/login', {
        data: { password: adminPassword },
        headers: { 'x-forwarded-for': address },
      })
      expect(fromAttacker.status()).toBe(429)
      // ...while the owner's browser, from another address, logs in at once.
      const again = await owner.post('/api/admin/login', {
        data: { password: adminPassword },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(again.status()).toBe(200)
      expect(((await again.json()) as { token?: string }).token).toEqual(expect.any(String))
    } finally {
      await Promise.all([owner.dispose(), attacker.dispose()])
    }
  })

  test("Payload's login (and so /cms) answers at most 4 of 30 guesses from 30 addresses at once", async ({
    request,
  }) => {
    // An account of its own: the owner's is the other tests'.
    const token = await adminToken()
    const email = `${uniqueSlug('attacked')}@e2e.test`
    const password = 'attacked-Account-password-1'
    const created = await request.post('/api/admins', {
      data: { email, password, name: 'Attacked' },
      headers: bearer(token),
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const owner = await browser()
    const stranger = await browser()
    try {
      const first = await owner.post('/api/admins/login', {
        data: { email, password },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(first.status()).toBe(200)
      const guesses = await Promise.all(
        Array.from({ length: 30 }, () =>
          stranger.post('/api/admins/login', {
            data: { email, password: `guess-${Math.random()}` },
            headers: { 'x-forwarded-for': freshIp() },
          }),
        ),
      )
      const statuses = guesses.map((answer) => answer.status())
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4)
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26)
      for (const answer of guesses.filter((each) => each.status() === 429)) {
        const body = (await answer.json()) as PayloadFailure
        expect(body.errors[0]?.message).toMatch(LOCKED)
        expect(body.errors[0]?.data?.retryAfter).toBeGreaterThanOrEqual(1)
        expect(body.errors[0]?.data?.retryAfter).toBeLessThanOrEqual(60 * 60)
      }
      // The right password from a browser that never logged in waits too...
      const fromStranger = await stranger.post('/api/admins/login', {
        data: { email, password },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(fromStranger.status()).toBe(429)
      // ...while the owner's browser, from a new address, logs in at once.
      const again = await owner.post('/api/admins/login', {
        data: { email, password },
        headers: { 'x-forwarded-for': freshIp(), origin: siteOrigin },
      })
      expect(again.status()).toBe(200)
      // GraphQL is not served, so its login is no way around the count.
      const graphql = await stranger.post('/api/graphql', {
        data: { query: `mutation { loginAdmin(email: "${email}", password: "x") { token } }` },
      })
      expect(graphql.status()).toBe(404)
    } finally {
      await Promise.all([owner.dispose(), stranger.dispose()])
      await request.delete(`/api/admins/${doc.id}`, { headers: bearer(token) })
    }
  })
})

test.describe('password reset', () => {
  test('a flood of reset requests is refused per address, never per account', async ({
    request,
  }) => {
    const ask = (email: string, address: string) =>
      request.post('/api/admins/forgot-password', {
        data: { email },
        headers: { 'x-forwarded-for': address },
      })
    // One address asking for many accounts.
    const flooder = freshIp()
    const fromOneAddress: number[] = []
    for (let n = 0; n < 8; n++) {
      fromOneAddress.push((await ask(`flood-${Date.now()}-${n}@nowhere.example`, flooder)).status())
    }
    expect(fromOneAddress.slice(0, 5).every((status) => status === 200)).toBe(true)
    expect(fromOneAddress.slice(5)).toEqual([429, 429, 429])
    const refused = (await (await ask('late@nowhere.example', flooder)).json()) as PayloadFailure
    expect(refused.errors[0]?.message).toMatch(/^Too many password reset requests\. Try again in/)
    // Many addresses asking for one account: past 3 mails an hour the answer is the same and
    // sends nothing, so nobody can get the owner refused.
    for (const account of [`victim-${Date.now()}@nowhere.example`, adminEmail]) {
      const answers: { status: number; body: string }[] = []
      for (let n = 0; n < 6; n++) {
        const answer = await ask(account, freshIp())
        answers.push({ status: answer.status(), body: await answer.text() })
      }
      expect(answers).toEqual(Array(6).fill(answers[0]))
      expect(answers[0]?.status).toBe(200)
    }
  })
})

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
 * Nobody can lock the administrator out: wrong passwords slow down, then refuse, the address
 * that sends them, while the owner's right password from another address still logs in, on the
 * dashboard's login and on Payload's (/api/admins/login, which /cms posts to). A guessing attack
 * spread over many addresses waits its turn, while the owner's browser gets in. Password-reset
 * mail cannot be sent without limit, and its limit never refuses the owner.
 */
const LOCKED = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/
const KNOWN_DEVICE =
  /^agency-known-device=[0-9a-z]+\.[\w-]+; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Strict$/

type PayloadFailure = { errors: { message: string; data?: { retryAfter?: number } }[] }

const knownDeviceCookie = (setCookies: { name: string; value: string }[]) =>
  setCookies.find(
    ({ name, value }) =>
      name.toLowerCase() === 'set-cookie' && value.startsWith('agency-known-device='),
  )?.value

test.describe('login throttling', () => {
  test('the dashboard refuses the guessing address, not the owner elsewhere', async ({
    request,
  }) => {
    const attacker = freshIp()
    const guess = () =>
      request.post('/api/admin/login', {
        data: { password: `guess-${Math.random()}` },
        headers: { 'x-forwarded-for': attacker },
      })
    const started = Date.now()
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess()).status()).toBe(401)
    // The third to fifth guesses waited (1 + 2 + 3 s): guessing is slowed before it is refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_500)
    for (let attempt = 1; attempt <= 3; attempt++) {
      const refused = await guess()
      expect(refused.status()).toBe(429)
      const body = (await refused.json()) as { message: string; error: string; code: string }
      expect(body.error).toMatch(LOCKED)
      expect(body.code).toBe('account_locked')
    }
    // Even the right password is refused from the throttled address...
    const fromAttacker = await request.post('/api/admin/login', {
      data: { password: adminPassword },
      headers: { 'x-forwarded-for': attacker },
    })
    expect(fromAttacker.status()).toBe(429)
    // ...while the owner, from another address, logs in at once.
    const owner = await request.post('/api/admin/login', {
      data: { password: adminPassword },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(owner.status()).toBe(200)
    expect(((await owner.json()) as { token?: string }).token).toEqual(expect.any(String))
  })

  test("Payload's login (and so /cms) refuses the guessing address, not the owner elsewhere", async ({
    request,
  }) => {
    const attacker = freshIp()
    const guess = (password: string) =>
      request.post('/api/admins/login', {
        data: { email: adminEmail, password },
        headers: { 'x-forwarded-for': attacker },
      })
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await guess(`guess-${attempt}`)).status()).toBe(401)
    }
    const refused = await guess('guess-6')
    expect(refused.status()).toBe(429)
    expect(
      ((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message,
    ).toMatch(LOCKED)
    expect((await guess(adminPassword)).status()).toBe(429)
    const owner = await request.post('/api/admins/login', {
      data: { email: adminEmail, password: adminPassword },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(owner.status()).toBe(200)
    // A context without the owner's new cookie: a cookie write naming no origin is refused
    // (CSRF) before it could reach the login.
    const fresh = await playwrightRequest.newContext({ baseURL: baseUrl })
    const me = await fresh.post('/api/graphql', {
      data: {
        query: `mutation { loginAdmin(email: "${adminEmail}", password: "nope") { token } }`,
      },
      headers: { 'x-forwarded-for': attacker },
    })
    // GraphQL is not served, so its login is no way around the count.
    expect(me.status()).toBe(404)
    await fresh.dispose()
  })
})

test.describe('known device', () => {
  test('both login doors give the browser a signed, HttpOnly, SameSite=Strict cookie', async ({
    request,
  }) => {
    const dashboard = await request.post('/api/admin/login', {
      data: { password: adminPassword },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(dashboard.status()).toBe(200)
    expect(knownDeviceCookie(dashboard.headersArray())).toMatch(KNOWN_DEVICE)
    const fresh = await playwrightRequest.newContext({ baseURL: baseUrl })
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
    await fresh.dispose()
  })
})

test.describe('a guessing attack spread over many addresses', () => {
  test('waits its turn per account, warns the administrator once, and lets the owner in', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    // An account of its own: tripping the owner's would hold back every other file's logins.
    const token = await adminToken()
    const email = `${uniqueSlug('attacked')}@e2e.test`
    const password = 'attacked-Account-password-1'
    const created = await request.post('/api/admins', {
      data: { email, password, name: 'Attacked' },
      headers: bearer(token),
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const owner = await playwrightRequest.newContext({ baseURL: baseUrl })
    try {
      // The owner logged in from this browser before: it holds the known-device cookie.
      const first = await owner.post('/api/admins/login', {
        data: { email, password },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(first.status()).toBe(200)

      const guess = (address: string) =>
        request.post('/api/admins/login', {
          data: { email, password: `guess-${Math.random()}` },
          headers: { 'x-forwarded-for': address },
        })
      // 50 failures, two from each of 25 addresses (no address is slowed down by its own count).
      for (let batch = 0; batch < 5; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 5 }, async () => {
            const address = freshIp()
            return [(await guess(address)).status(), (await guess(address)).status()]
          }),
        )
        expect(answers.flat()).toEqual(Array(10).fill(401))
      }
      // The 51st trips the ceiling; it is checked, and starts the account's first turn.
      expect((await guess(freshIp())).status()).toBe(401)

      // 40 guesses from 20 fresh addresses at once: only a turn's one may be checked, the others
      // are refused with the wait. One attempt per turn of 20 s or more: 40 guesses take at
      // least 13 minutes (the turn's growth is unit-tested in lib/http/loginThrottle.test.ts).
      const addresses = Array.from({ length: 20 }, () => freshIp())
      const burst = await Promise.all([...addresses, ...addresses].map((address) => guess(address)))
      const statuses = burst.map((answer) => answer.status())
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(1)
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(39)
      for (const answer of burst.filter((each) => each.status() === 429)) {
        const body = (await answer.json()) as PayloadFailure
        expect(body.errors[0]?.message).toMatch(LOCKED)
        expect(body.errors[0]?.data?.retryAfter).toBeGreaterThanOrEqual(1)
        expect(body.errors[0]?.data?.retryAfter).toBeLessThanOrEqual(300)
      }

      // The right password from a browser that never logged in waits its turn too...
      const stranger = await playwrightRequest.newContext({ baseURL: baseUrl })
      const fromStranger = await stranger.post('/api/admins/login', {
        data: { email, password },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(fromStranger.status()).toBe(429)
      await stranger.dispose()
      // ...while the owner's browser, from a new address, logs in at once.
      const again = await owner.post('/api/admins/login', {
        data: { email, password },
        headers: { 'x-forwarded-for': freshIp(), origin: siteOrigin },
      })
      expect(again.status()).toBe(200)

      // The administrator is told once per trip, not once per attempt.
      await expect
        .poll(async () => {
          const jobs = await request.get(
            '/api/payload-jobs?where[taskSlug][equals]=alertLoginAttack&limit=100&depth=0',
            { headers: bearer(token) },
          )
          const { docs } = (await jobs.json()) as { docs: { input: { account?: string } }[] }
          return docs.filter((job) => job.input.account === email).length
        })
        .toBe(1)
    } finally {
      await owner.dispose()
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

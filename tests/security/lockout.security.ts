import { expect, request as playwrightRequest, test } from '@playwright/test'

import { adminEmail, adminPassword, baseUrl, freshIp } from './support'

/**
 * Nobody can lock the administrator out: wrong passwords slow down, then refuse, the address
 * that sends them, while the owner's right password from another address still logs in, on the
 * dashboard's login and on Payload's (/api/admins/login, which /cms posts to). Password-reset
 * mail cannot be sent without limit.
 */
const LOCKED = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/

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

test.describe('password reset', () => {
  test('a flood of reset requests is refused, per address and per account', async ({ request }) => {
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
    // Many addresses asking for one account (known or not, counted alike).
    const victim = `victim-${Date.now()}@nowhere.example`
    const forOneAccount: number[] = []
    for (let n = 0; n < 6; n++) forOneAccount.push((await ask(victim, freshIp())).status())
    expect(forOneAccount.slice(0, 3).every((status) => status === 200)).toBe(true)
    expect(forOneAccount.slice(3)).toEqual([429, 429, 429])
    const body = (await (await ask(victim, freshIp())).json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toMatch(/^Too many password reset requests\. Try again in/)
  })
})

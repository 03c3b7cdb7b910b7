import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as publishPost } from '@/app/api/admin/blog/[id]/publish/route'
import { DELETE as deletePost, PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { POST as unpublishPost } from '@/app/api/admin/blog/[id]/unpublish/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { POST as uploadImage } from '@/app/api/admin/blog/upload-image/route'
import { GET as checkAuth } from '@/app/api/admin/check-auth/route'
import { PATCH as patchMessage } from '@/app/api/admin/contact-messages/[id]/route'
import { GET as listMessages } from '@/app/api/admin/contact-messages/route'
import { POST as login } from '@/app/api/admin/login/route'
import { POST as logout } from '@/app/api/admin/logout/route'
import { env } from '@/env'
import { LOGIN_LIMITS } from '@/lib/http/loginThrottle'

import {
  arrangeAdmins,
  call,
  freshIp,
  idParams,
  json,
  ownerToken,
  OTHER,
  OWNER,
} from '../support/adminApi'

/** The dashboard's login, logout and the token every other admin route asks for. */

// The forms' rate limits off, before any import reads the environment: login throttling is a
// security control and stays on regardless.
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

describe('POST /api/admin/login', () => {
  beforeEach(arrangeAdmins)

  it('answers a token for the owner and sets the HttpOnly, SameSite=Lax auth cookie', async () => {
    const response = await login(
      call('POST', '/api/admin/login', { body: { password: OWNER.password } }),
    )
    expect(response.status).toBe(200)
    const { token } = await json(response)
    expect(typeof token).toBe('string')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`payload-token=${token}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    const me = await checkAuth(call('GET', '/api/admin/check-auth', { token: token as string }))
    expect(me.status).toBe(200)
    expect((await json(me)).admin).toMatchObject({ name: OWNER.name, email: OWNER.email })
  })

  it('answers 401 Invalid credentials for a wrong password', async () => {
    const response = await login(
      call('POST', '/api/admin/login', { body: { password: 'not-the-password' } }),
    )
    expect(response.status).toBe(401)
    expect(await json(response)).toMatchObject({
      message: 'Invalid credentials',
      error: 'Invalid credentials',
      code: 'invalid_credentials',
    })
  })

  it('logs in the first-created administrator only', async () => {
    const response = await login(
      call('POST', '/api/admin/login', { body: { password: OTHER.password } }),
    )
    expect(response.status).toBe(401)
  })

  it('answers 400 without a password, with an empty one and with a body that is not JSON', async () => {
    for (const request of [
      call('POST', '/api/admin/login', { body: {} }),
      call('POST', '/api/admin/login', { body: { password: '' } }),
      call('POST', '/api/admin/login', { body: { password: 42 } }),
      call('POST', '/api/admin/login', { raw: '{not json' }),
    ]) {
      const response = await login(request)
      expect(response.status).toBe(400)
      const body = await json(response)
      expect(typeof body.message).toBe('string')
      expect(body.error).toBe(body.message)
      expect(['validation_failed', 'invalid_json']).toContain(body.code)
    }
  })

  it("refuses the guesses once the account's turns begin, even the right password, while the owner's browser logs in", async () => {
    const first = await login(
      call('POST', '/api/admin/login', { body: { password: OWNER.password } }),
    )
    expect(first.status).toBe(200)
    const device = (first.headers.get('set-cookie') ?? '').match(/agency-known-device=[^;]+/)?.[0]
    expect(device).toBeTruthy()
    const attacker = freshIp()
    // Three answered at once, the fourth takes the account's turn...
    for (let attempt = 1; attempt <= LOGIN_LIMITS.accountFreeAttempts + 1; attempt++) {
      const response = await login(
        call('POST', '/api/admin/login', { body: { password: `wrong-${attempt}` }, ip: attacker }),
      )
      expect(response.status).toBe(401)
    }
    // ...and until the next turn, even the right password is refused.
    const locked = await login(
      call('POST', '/api/admin/login', { body: { password: OWNER.password }, ip: freshIp() }),
    )
    expect(locked.status).toBe(429)
    const body = await json(locked)
    expect(body.error).toBe('Too many failed login attempts. Try again in 8 minutes.')
    expect(body.code).toBe('account_locked')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(7 * 60)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(8 * 60)
    // No lock on the account: the owner's browser, elsewhere, logs in.
    const request = call('POST', '/api/admin/login', { body: { password: OWNER.password } })
    request.headers.set('cookie', device!)
    expect((await login(request)).status).toBe(200)
  }, 60_000)

  it('throttles with RATE_LIMIT=off, as this file runs', async () => {
    expect(env().RATE_LIMIT).toBe(false)
    const attacker = freshIp()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await login(
        call('POST', '/api/admin/login', { body: { password: `wrong-${attempt}` }, ip: attacker }),
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  }, 60_000)

  it('gives a correct password its attempt and its turn back', async () => {
    const ip = freshIp()
    const attempt = async (password: string) =>
      (await login(call('POST', '/api/admin/login', { body: { password }, ip }))).status
    const statuses: number[] = []
    for (const password of ['typo-1', 'typo-2', 'typo-3', OWNER.password, OWNER.password]) {
      statuses.push(await attempt(password))
    }
    // Past the three free attempts, a failure takes the account's turn; a success gives it back.
    statuses.push(await attempt('typo-4'), await attempt(OWNER.password))
    expect(statuses).toEqual([401, 401, 401, 200, 200, 401, 429])
  }, 60_000)
})

describe('admin routes without a valid token', () => {
  beforeAll(arrangeAdmins)

  const routes: [string, string, (request: Request) => Promise<Response>][] = [
    ['GET', '/api/admin/check-auth', (r) => checkAuth(r)],
    ['POST', '/api/admin/logout', (r) => logout(r)],
    ['GET', '/api/admin/blog', (r) => listAdminPosts(r)],
    ['POST', '/api/admin/blog', (r) => createPost(r)],
    ['PUT', '/api/admin/blog/1', (r) => updatePost(r, idParams(1))],
    ['DELETE', '/api/admin/blog/1', (r) => deletePost(r, idParams(1))],
    ['POST', '/api/admin/blog/1/publish', (r) => publishPost(r, idParams(1))],
    ['POST', '/api/admin/blog/1/unpublish', (r) => unpublishPost(r, idParams(1))],
    ['POST', '/api/admin/blog/upload-image', (r) => uploadImage(r)],
    ['GET', '/api/admin/contact-messages', (r) => listMessages(r)],
    ['PATCH', '/api/admin/contact-messages/1', (r) => patchMessage(r, idParams(1))],
  ]

  for (const [method, path, handler] of routes) {
    it(`${method} ${path} answers 401 with no token and with a bad one`, async () => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {}
      for (const token of [undefined, 'not-a-token', `${await ownerToken()}x`]) {
        const response = await handler(call(method, path, { token, body }))
        expect(response.status).toBe(401)
        const answer = await json(response)
        expect(typeof answer.message).toBe('string')
        expect(answer.code).toBe('unauthorized')
      }
    })
  }

  it('refuses a token after logout', async () => {
    const token = await ownerToken()
    expect((await checkAuth(call('GET', '/api/admin/check-auth', { token }))).status).toBe(200)
    const response = await logout(call('POST', '/api/admin/logout', { token }))
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=;.*Expires=/i)
    expect((await checkAuth(call('GET', '/api/admin/check-auth', { token }))).status).toBe(401)
  })
})

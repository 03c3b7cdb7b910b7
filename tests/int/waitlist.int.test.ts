import { createLocalReq, type Payload } from 'payload'
import pg from 'pg'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/clavius-waitlist/route'

import { clearCollections, testPayload } from '../support/payload'

process.env.RATE_LIMIT = 'true'

let payload: Payload
let ipCounter = 0

function join(body: unknown, ip = `198.51.100.${++ipCounter}`) {
  return POST(
    new Request('http://localhost/api/clavius-waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const entries = async () =>
  (await payload.find({ collection: 'waitlist-entries', overrideAccess: true, limit: 100 })).docs

describe('POST /api/clavius-waitlist', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })
  beforeEach(async () => {
    await clearCollections(payload, ['waitlist-entries'])
  })

  it('stores a WaitlistEntry', async () => {
    const response = await join({ name: ' Ada Lovelace ', email: 'Ada@Example.com ' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      success: true,
      message: "You've been added to the waitlist",
    })
    expect((await entries()).map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com' },
    ])
  })

  it('answers a listed address exactly as a new one, in any case, and adds no row', async () => {
    const first = await join({ name: 'Ada', email: 'ada@example.com' })
    const again = await join({ name: 'Ada again', email: 'ADA@EXAMPLE.COM' })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(again.status).toBe(201)
    expect(await entries()).toHaveLength(1)
  })

  it('runs the same statements for a new and a listed address', async () => {
    const original = pg.Client.prototype.query
    // Every statement any pooled connection sends, as text: the values differ, the work must not.
    const statements = async (email: string) => {
      const sent: string[] = []
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const query = args[0] as string | { text?: string } | undefined
        sent.push(typeof query === 'string' ? query : (query?.text ?? ''))
        return (original as (...given: unknown[]) => unknown).apply(this, args)
      } as never)
      try {
        expect((await join({ name: 'Same', email })).status).toBe(201)
      } finally {
        spy.mockRestore()
      }
      return sent.map((text) => text.replace(/\s+/g, ' ').trim())
    }
    await join({ name: 'Listed', email: 'listed@example.com' })
    const forNew = await statements('brand-new@example.com')
    const forListed = await statements('LISTED@example.com')
    expect(forNew.some((text) => /ON CONFLICT \(email\) DO NOTHING/.test(text))).toBe(true)
    expect(forListed).toEqual(forNew)
    expect((await entries()).map(({ email }) => email).sort()).toEqual([
      'brand-new@example.com',
      'listed@example.com',
    ])
  })

  it('keeps one row when two sign-ups race, and answers both alike', async () => {
    const answers = await Promise.all([
      join({ name: 'One', email: 'race@example.com' }),
      join({ name: 'Two', email: 'Race@Example.com' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(await entries()).toHaveLength(1)
  })

  // The outbox's budget (tests/int/outbox.int.test.ts): a second mail to one address waits its
  // turn, and the day's budget counts an address removed and added again as the same.
  it('sends no second confirmation at once, even when the address is removed and added again', async () => {
    const { sendWaitlistConfirmation } = await import('@/jobs/tasks/sendWaitlistConfirmation')
    const email = `cap-${Date.now()}@example.com`
    const confirm = async () => {
      const [entry] = (
        await payload.find({
          collection: 'waitlist-entries',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).docs
      const req = await createLocalReq({}, payload)
      const handler = sendWaitlistConfirmation.handler as (args: unknown) => Promise<unknown>
      const result = (await handler({ input: { id: entry!.id }, req })) as {
        output: { sentTo: string | null }
      }
      return result.output.sentTo
    }
    expect((await join({ name: 'Cap', email })).status).toBe(201)
    expect(await confirm()).toBe(email)
    expect(await confirm()).toBeNull()
    await payload.delete({
      collection: 'waitlist-entries',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect((await join({ name: 'Cap again', email })).status).toBe(201)
    expect(await confirm()).toBeNull()
  })

  it('refuses invalid input with 400 and a message', async () => {
    for (const [body, field, reason] of [
      [{ name: '', email: 'a@example.com' }, 'name', 'Name is required'],
      [{ name: '   ', email: 'a@example.com' }, 'name', 'Name is required'],
      [{ email: 'a@example.com' }, 'name', 'Name is required'],
      [{ name: 'Ada', email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ name: 'Ada' }, 'email', 'Please enter a valid email address'],
    ] as const) {
      const response = await join(body)
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { message: string; errors: Record<string, string> }
      expect(answer.message).toEqual(expect.any(String))
      expect(answer.errors[field]).toBe(reason)
    }
    expect((await join('{not json')).status).toBe(400)
    expect(await entries()).toEqual([])
  })

  it('shares the per-IP limit of the checker', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 10; i += 1) await join({ name: 'x', email: `user${i}@example.com` }, ip)
    const response = await join({ name: 'x', email: 'late@example.com' }, ip)
    expect(response.status).toBe(429)
    expect(((await response.json()) as { message: string }).message).toBe(
      'Too many requests from your address. Please wait a minute and try again.',
    )
  })
})

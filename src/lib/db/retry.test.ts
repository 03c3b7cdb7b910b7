import { describe, expect, it } from 'vitest'

import { handle, handleWithRetry } from '@/lib/http/errors'

import { DatabaseUnavailableError, withDbRetry } from './retry'

/** What node-postgres throws when the server refuses the connection. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  })

/** Work that fails with a lost connection `failures` times, then answers; counts its calls. */
function flaky<T>(failures: number, value: T) {
  const calls = { count: 0 }
  const work = async () => {
    calls.count++
    if (calls.count <= failures) throw refused()
    return value
  }
  return { calls, work }
}

describe('one retry layer', () => {
  it('retries a lost connection until it answers', async () => {
    const { calls, work } = flaky(2, 'ok')
    expect(await withDbRetry(work)).toBe('ok')
    expect(calls.count).toBe(3)
  })

  it('throws any other error at once', async () => {
    let calls = 0
    await expect(
      withDbRetry(async () => {
        calls++
        throw new Error('syntax error at or near "SELEC"')
      }),
    ).rejects.toThrow('syntax error')
    expect(calls).toBe(1)
  })

  it('gives up with DatabaseUnavailableError once the budget is spent', async () => {
    const { calls, work } = flaky(Infinity, 'never')
    const started = Date.now()
    await expect(withDbRetry(work, { budgetMs: 500 })).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    )
    expect(Date.now() - started).toBeLessThan(1_500)
    // 100, 200 ms apart: three attempts fit in half a second.
    expect(calls.count).toBe(3)
  })

  it('runs nested work once per attempt of the outer unit, which alone retries', async () => {
    const inner = flaky(Infinity, 'never')
    let outer = 0
    await expect(
      withDbRetry(
        async () => {
          outer++
          return withDbRetry(inner.work)
        },
        { budgetMs: 500 },
      ),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(inner.calls.count).toBe(outer)
    expect(outer).toBe(3)
  })

  it('retries a unit started after an earlier one ended, on its own budget', async () => {
    let later: Promise<string> | undefined
    await withDbRetry(async () => {
      // Left running by the unit (as a response's `after` is).
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
        withDbRetry(flaky(2, 'later').work),
      )
    })
    expect(await later).toBe('later')
  })
})

describe('route handlers', () => {
  const get = new Request('http://localhost/api/blog')
  const post = new Request('http://localhost/api/contact-message', { method: 'POST', body: '{}' })

  it('retries a read (GET) that lost its connection, and answers it', async () => {
    const { calls, work } = flaky(1, Response.json({ ok: true }))
    const response = await handle(async (_request: Request) => work())(get)
    expect(response.status).toBe(200)
    expect(calls.count).toBe(2)
  })

  it('runs a POST handler once, and answers 503 with Retry-After on a lost connection', async () => {
    const { calls, work } = flaky(1, Response.json({ ok: true }))
    const response = await handle(async (_request: Request) => work())(post)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await response.json()) as { code: string }).code).toBe('database_unavailable')
    expect(calls.count).toBe(1)
  })

  it('retries a GET wrapped twice (handleWithRetry inside handle) on one budget', async () => {
    const { calls, work } = flaky(2, Response.json({ ok: true }))
    const response = await handleWithRetry(async (_request: Request) => work())(get)
    expect(response.status).toBe(200)
    expect(calls.count).toBe(3)
  })

  it('retries a POST through handleWithRetry, each attempt with the body', async () => {
    const bodies: string[] = []
    let calls = 0
    const response = await handleWithRetry(async (request: Request) => {
      bodies.push(await request.text())
      if (++calls === 1) throw refused()
      return Response.json({ ok: true }, { status: 201 })
    })(
      new Request('http://localhost/api/admin/blog', {
        method: 'POST',
        headers: { 'content-length': '7' },
        body: '{"a":1}',
      }),
    )
    expect(response.status).toBe(201)
    expect(bodies).toEqual(['{"a":1}', '{"a":1}'])
  })
})

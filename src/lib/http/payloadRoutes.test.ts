import { describe, expect, it } from 'vitest'

import { finishPayloadAnswer, payloadRoute } from './payloadRoutes'

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://internal-host:3000${path}`, { headers })

describe("Payload's answers on their way out", () => {
  it('turns the 501 naming an internal URL into a plain 404', async () => {
    const internal = Response.json(
      { message: 'Cannot GET http://internal-host:3000/api/payload-migrations' },
      { status: 501 },
    )
    const answer = finishPayloadAnswer(request('/api/payload-migrations'), internal)
    expect(answer.status).toBe(404)
    const text = await answer.text()
    expect(JSON.parse(text)).toMatchObject({ message: 'Not Found' })
    expect(text).not.toContain('internal-host')
  })

  it('marks personal data and signed-in answers no-store, and leaves public reads alone', () => {
    const ok = () => Response.json({ docs: [] })
    const cache = (path: string, headers = {}) =>
      finishPayloadAnswer(request(path, headers), ok()).headers.get('cache-control')
    for (const path of [
      '/api/contact-messages',
      '/api/waitlist-entries/1',
      '/api/admins/me',
      '/api/payload-jobs',
      '/api/payload-preferences/x',
    ]) {
      expect(cache(path), path).toBe('no-store')
    }
    expect(cache('/api/posts', { authorization: 'Bearer x' })).toBe('no-store')
    expect(cache('/api/posts', { cookie: 'a=1; payload-token=x' })).toBe('no-store')
    expect(cache('/api/posts')).toBeNull()
    expect(cache('/api/admins-and-more')).toBeNull()
  })

  it('answers a body Payload threw on while parsing with 400, and rethrows anything else', async () => {
    const parsing = payloadRoute(async () => JSON.parse('{"where":') as Response)
    const answer = await parsing(request('/api/posts'), {})
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ message: 'The request body could not be read.' })
    const failing = payloadRoute(async () => {
      throw new Error('boom')
    })
    await expect(failing(request('/api/posts'), {})).rejects.toThrow('boom')
  })
})

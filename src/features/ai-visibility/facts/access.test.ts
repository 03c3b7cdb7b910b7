import { describe, expect, it } from 'vitest'

import { detectChallenge, judgeAccess } from './access'
import type { Fetched } from '../fetch/fetcher'

const answer = (
  status: number,
  body: string,
  headers: Record<string, string> = { 'content-type': 'text/html' },
): Extract<Fetched, { kind: 'response' }> => ({
  kind: 'response',
  url: 'https://example.com/',
  finalUrl: 'https://example.com/',
  status,
  headers,
  body: Buffer.from(body),
  truncated: false,
  hops: [],
})
const page = (title: string, size = 6000) =>
  `<html><head><title>${title}</title></head><body>${'x'.repeat(size)}</body></html>`
const browser = answer(200, page('Example'))

describe('server access', () => {
  it('recognises challenges by header, interstitial title and vendor marker', () => {
    expect(detectChallenge(answer(403, '', { 'cf-mitigated': 'challenge' }))).toBe(
      'cf-mitigated: challenge',
    )
    expect(detectChallenge(answer(503, page('Just a moment...')))).toBe('"Just a moment..."')
    expect(detectChallenge(answer(403, page('Attention Required! | Cloudflare')))).toBe(
      '"Attention Required! | Cloudflare"',
    )
    expect(detectChallenge(answer(403, page('Access denied')))).toBe('"Access denied"')
    expect(
      detectChallenge(answer(403, '<script src="https://geo.captcha-delivery.com/c.js"></script>')),
    ).toBe('a DataDome captcha')
    expect(detectChallenge(answer(200, page('Example')))).toBeNull()
  })

  it('calls an error status the browser does not get a refusal', () => {
    expect(judgeAccess(answer(403, 'Forbidden'), browser)).toMatchObject({
      serverAccess: 'refused',
      httpStatus: 403,
      answer: 'answers it 403',
      evidence: 'The server answers it 403 where a browser gets HTTP 200.',
    })
  })

  it('does not blame the User-Agent for an error everybody gets', () => {
    expect(judgeAccess(answer(500, 'oops'), answer(500, 'oops'))).toMatchObject({
      serverAccess: 'unknown',
      httpStatus: 500,
    })
  })

  it('calls a challenge page or a stub a challenge', () => {
    expect(judgeAccess(answer(200, page('Just a moment...')), browser)).toMatchObject({
      serverAccess: 'challenged',
      httpStatus: 200,
      answer: 'answers it with a challenge page ("Just a moment...")',
    })
    expect(judgeAccess(answer(200, page('Example', 100)), browser)).toMatchObject({
      serverAccess: 'challenged',
      answer: expect.stringMatching(/^sends it a page of \d+ bytes where a browser gets 5\.9 KB$/),
    })
  })

  it('allows a page like the browser’s, and knows nothing from a failed request', () => {
    expect(judgeAccess(answer(200, page('Example', 5000)), browser).serverAccess).toBe('allowed')
    expect(
      judgeAccess(
        { kind: 'error', url: 'https://example.com/', reason: 'timeout', message: 'no answer' },
        browser,
      ),
    ).toMatchObject({ serverAccess: 'unknown', httpStatus: null })
  })

  it('calls a redirect to another site a refusal', () => {
    expect(
      judgeAccess(
        {
          kind: 'error',
          url: 'https://example.com/',
          reason: 'offsite',
          message: 'it redirects to another site (blocked.example.net)',
        },
        browser,
      ),
    ).toMatchObject({
      serverAccess: 'refused',
      answer: 'sends it to another site (blocked.example.net)',
    })
  })
})

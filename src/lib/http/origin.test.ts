import { describe, expect, it } from 'vitest'

import { hasTokenAuthorization, isForeignCookieWrite, requestOrigin, siteOrigins } from './origin'

const SITE = 'https://agency.example'
const trusted = siteOrigins({
  SITE_URL: `${SITE}/`,
  TRUSTED_ORIGINS: ['https://cms.agency.example'],
})

function write(headers: Record<string, string>, method = 'POST', pathname = '/api/admin/blog') {
  return { method, pathname, headers: new Headers(headers) }
}
const cookie = { cookie: 'other=1; payload-token=abc' }

describe('siteOrigins', () => {
  it('is the origin of SITE_URL followed by the trusted origins', () => {
    expect(trusted).toEqual(['https://agency.example', 'https://cms.agency.example'])
  })
})

describe('requestOrigin', () => {
  it('prefers Origin, then the origin of Referer', () => {
    expect(requestOrigin(new Headers({ origin: SITE, referer: 'https://x.example/a' }))).toBe(SITE)
    expect(requestOrigin(new Headers({ referer: `${SITE}/admin?x=1` }))).toBe(SITE)
    expect(requestOrigin(new Headers({ referer: 'not a url' }))).toBe('null')
    expect(requestOrigin(new Headers())).toBeUndefined()
  })
})

describe('isForeignCookieWrite', () => {
  it('refuses a cookie write from another origin', () => {
    expect(
      isForeignCookieWrite(write({ ...cookie, origin: 'https://evil.example' }), trusted),
    ).toBe(true)
  })

  it('refuses a cookie write from a subdomain, which SameSite does not cover', () => {
    expect(
      isForeignCookieWrite(write({ ...cookie, origin: 'https://blog.agency.example' }), trusted),
    ).toBe(true)
  })

  it('refuses a cookie write from an opaque origin', () => {
    expect(isForeignCookieWrite(write({ ...cookie, origin: 'null' }), trusted)).toBe(true)
  })

  it('refuses a cookie write that names no origin at all', () => {
    expect(isForeignCookieWrite(write(cookie), trusted)).toBe(true)
  })

  it('judges by Referer when Origin is missing', () => {
    expect(isForeignCookieWrite(write({ ...cookie, referer: `${SITE}/cms/x` }), trusted)).toBe(
      false,
    )
    expect(
      isForeignCookieWrite(write({ ...cookie, referer: 'https://evil.example/p' }), trusted),
    ).toBe(true)
  })

  it('allows cookie writes from the site and from trusted origins', () => {
    expect(isForeignCookieWrite(write({ ...cookie, origin: SITE }), trusted)).toBe(false)
    expect(
      isForeignCookieWrite(write({ ...cookie, origin: 'https://cms.agency.example' }), trusted),
    ).toBe(false)
  })

  it('leaves token-authenticated, cookie-less and safe requests alone', () => {
    const evil = { origin: 'https://evil.example' }
    expect(
      isForeignCookieWrite(write({ ...cookie, ...evil, authorization: 'Bearer t' }), trusted),
    ).toBe(false)
    expect(
      isForeignCookieWrite(write({ ...cookie, ...evil, authorization: 'JWT t' }), trusted),
    ).toBe(false)
    expect(isForeignCookieWrite(write(evil), trusted)).toBe(false)
    expect(isForeignCookieWrite(write({ ...cookie, ...evil }, 'GET'), trusted)).toBe(false)
  })

  it('does not count another Authorization scheme as a token', () => {
    const request = write({
      ...cookie,
      origin: 'https://evil.example',
      authorization: 'Basic eDp5',
    })
    expect(isForeignCookieWrite(request, trusted)).toBe(true)
    expect(hasTokenAuthorization(new Headers({ authorization: 'Bearer ' }))).toBe(false)
  })

  it('leaves the login alone, which a stale cookie must not block', () => {
    const request = write({ ...cookie, origin: 'https://evil.example' }, 'POST', '/api/admin/login')
    expect(isForeignCookieWrite(request, trusted)).toBe(false)
  })
})

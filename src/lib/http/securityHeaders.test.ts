import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  FORWARDED_HTTPS,
  HSTS,
  securityHeaderRules,
  securityHeaders,
} from './securityHeaders'

const asMap = (production: boolean) =>
  new Map(securityHeaders(production).map(({ key, value }) => [key, value]))

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values] as const
    }),
  )

describe('security headers', () => {
  it('forbids framing, MIME sniffing and powerful browser features on every response', () => {
    for (const production of [true, false]) {
      const headers = asMap(production)
      expect(headers.get('X-Frame-Options')).toBe('DENY')
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
      expect(headers.get('Permissions-Policy')).toContain('camera=()')
      expect(headers.get('Permissions-Policy')).toContain('geolocation=()')
      expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(production))
    }
  })

  it('sends HSTS in production, only with an X-Forwarded-Proto saying https', () => {
    expect(asMap(true).has('Strict-Transport-Security')).toBe(false)
    expect(asMap(false).has('Strict-Transport-Security')).toBe(false)
    const hsts = securityHeaderRules(true).filter((rule) =>
      rule.headers.some((header) => header.key === HSTS.key),
    )
    expect(hsts).toHaveLength(1)
    expect(hsts[0]!.headers).toEqual([
      { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    ])
    expect(hsts[0]!.has).toEqual([
      { type: 'header', key: 'x-forwarded-proto', value: FORWARDED_HTTPS },
    ])
    expect(
      securityHeaderRules(false).some((rule) => rule.headers.some((h) => h.key === HSTS.key)),
    ).toBe(false)
    // As Next matches a `has` value: the whole header against the expression.
    const overHttps = (value: string) => new RegExp(`^${FORWARDED_HTTPS}$`).test(value)
    for (const value of ['https', 'HTTPS', 'https, http', 'Https,http']) {
      expect(overHttps(value), value).toBe(true)
    }
    for (const value of ['http', 'http, https', 'https://evil.example', 'httpsx', '']) {
      expect(overHttps(value), value).toBe(false)
    }
  })

  it('keeps scripts, connections and frames to the site itself', () => {
    const policy = directives(contentSecurityPolicy(true))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
  })

  it('allows eval and websockets only for the development server', () => {
    const production = contentSecurityPolicy(true)
    const development = directives(contentSecurityPolicy(false))
    expect(production).not.toContain('unsafe-eval')
    expect(production).not.toContain('ws:')
    expect(development.get('script-src')).toContain("'unsafe-eval'")
    expect(development.get('connect-src')).toContain('ws:')
  })

  it('lets /cms frame the site for its live preview, and only the site frame a draft preview', () => {
    const [site, panel, preview] = securityHeaderRules(true)
    const header = (rule: typeof site, key: string) =>
      rule?.headers.find((entry) => entry.key === key)?.value ?? ''
    expect(site!.source).toBe('/:path*')
    expect(directives(header(site, 'Content-Security-Policy')).get('frame-ancestors')).toEqual([
      "'none'",
    ])
    expect(panel!.source).toBe('/cms/:path*')
    expect(directives(header(panel, 'Content-Security-Policy')).get('frame-src')).toEqual([
      "'self'",
    ])
    expect(header(panel, 'X-Frame-Options')).toBe('DENY')
    expect(preview!.has).toEqual([{ type: 'cookie', key: '__prerender_bypass' }])
    expect(directives(header(preview, 'Content-Security-Policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ])
    expect(header(preview, 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(header(preview, 'Cache-Control')).toBe('private, no-store')
  })
})

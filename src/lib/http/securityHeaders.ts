/**
 * Headers sent with every response (wired in next.config.ts).
 *
 * The CSP is as strict as a statically rendered Next.js + Payload app allows: Next inlines its
 * hydration payload in <script> tags whose content differs per page, and nonces would force every
 * page to render per request, so 'unsafe-inline' stays for scripts; everything else is same-origin.
 */
/**
 * Who may frame a page, and what a page may frame. Public pages: nobody, nothing. Payload's
 * panel (/cms) frames the site's own pages for its live preview, and a draft preview (a page
 * requested with Next's draft-mode cookie) lets the site's own panel frame it.
 */
export type Framing = { frameSrc?: "'self'"; frameAncestors?: "'self'" }

export function contentSecurityPolicy(production: boolean, framing: Framing = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's dev tooling needs eval; production does not.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framing.frameAncestors ?? "'none'"],
    'frame-src': [framing.frameSrc ?? "'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(
  production: boolean,
  framing: Framing = {},
): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production, framing) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: framing.frameAncestors ? 'SAMEORIGIN' : 'DENY' },
    // No `interest-cohort`: FLoC was withdrawn and Chromium reports the name as unrecognised.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  return headers
}

export const HSTS = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains; preload',
} as const

/**
 * X-Forwarded-Proto values of a request that reached the site over https, as a `has` rule of
 * next.config.ts matches them (the whole value, as a regular expression): `https` in any case,
 * first in a list (the client's own hop comes first). The TLS-terminating proxy or CDN in front
 * sets it; `next start` itself only speaks http.
 */
export const FORWARDED_HTTPS = '[Hh][Tt][Tt][Pp][Ss]\\s*(?:,.*)?'

/** Next's draft-mode cookie: a request carrying it is a preview (never cached, see next.config). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The header rules for next.config.ts: every path gets the strict set; /cms may frame the
 * site's own pages; a draft preview may be framed by the site's own pages and is never stored
 * by any cache; in production, HSTS goes out with answers to requests that came over https.
 * Only then: over plain http it would be a promise the answer itself breaks, and a development
 * or test server on http://127.0.0.1 must not pin its host to https. A client that forges
 * X-Forwarded-Proto over http gains nothing: browsers ignore HSTS received over http. Later
 * rules override earlier ones header by header.
 */
export function securityHeaderRules(production: boolean) {
  return [
    { source: '/:path*', headers: securityHeaders(production) },
    { source: '/cms/:path*', headers: securityHeaders(production, { frameSrc: "'self'" }) },
    {
      source: '/:path*',
      has: [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }],
      headers: [
        // frame-src too: the panel's own pages carry the cookie once an editor has previewed.
        ...securityHeaders(production, { frameAncestors: "'self'", frameSrc: "'self'" }),
        { key: 'Cache-Control', value: 'private, no-store' },
      ],
    },
    ...(production
      ? [
          {
            source: '/:path*',
            has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: FORWARDED_HTTPS }],
            headers: [{ ...HSTS }],
          },
        ]
      : []),
  ]
}

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secret a draft-preview address carries. Derived from PAYLOAD_SECRET, so there is no
 * second secret to configure or rotate: it changes when that one does.
 */
export function previewSecret(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update('draft-preview').digest('base64url')
}

export function isPreviewSecret(candidate: string | null, payloadSecret: string): boolean {
  if (!candidate) return false
  const expected = Buffer.from(previewSecret(payloadSecret))
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Where the draft-preview route lives; it turns on Next's draft mode and goes to `path`. */
export const PREVIEW_ROUTE = '/api/draft-preview'
export const EXIT_PREVIEW_ROUTE = '/api/draft-preview/exit'

/**
 * Only a path on this site, never an open redirect, in printable ASCII: it goes out as a
 * Location header, which cannot carry a control character or one beyond Latin-1. Anything
 * else goes home.
 */
export function safePreviewPath(path: string | null): string {
  return path && /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(path) ? path : '/'
}

export function previewUrl(payloadSecret: string, path: string): string {
  const query = new URLSearchParams({ secret: previewSecret(payloadSecret), path })
  return `${PREVIEW_ROUTE}?${query.toString()}`
}

/**
 * A redirect to a path on this site with a relative Location. The server behind the proxy knows
 * itself by another host name (`localhost`, an instance's own address) than the one the editor
 * uses, and an absolute Location built from the request would send the browser (and /cms's
 * live-preview frame, which may only frame this site) to that other host.
 */
export function redirectToPath(path: string, status: 303 | 307): Response {
  return new Response(null, {
    status,
    headers: { Location: path, 'Cache-Control': 'private, no-store' },
  })
}

/**
 * What a redirect may say. `from` is a path of this site; `to` is a path of this site or, to
 * send visitors to another site, a full address written out with its scheme: a bare
 * 'example.com' or a scheme-relative '//example.com' would leave the site without saying so.
 */

const PATH = /^\/(?!\/)[^\s\\?#]*$/
const FULL_URL = /^https?:\/\//i

export const FROM_MESSAGE =
  'Enter the old address as a path on this site, starting with / (for example /old-page), without ? or #.'
export const TO_MESSAGE =
  'Enter a path on this site starting with / (for example /blog), or a full address starting with https:// to send visitors to another site.'

/** `/Old-Page/` and `/Old-Page` are one address; the root stays `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

export function isSitePath(value: string): boolean {
  return PATH.test(value)
}

export function isFullUrl(value: string): boolean {
  if (!FULL_URL.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}

export function validateFrom(value: unknown): true | string {
  if (typeof value !== 'string' || !isSitePath(value.trim())) return FROM_MESSAGE
  if (normalizePath(value) === '/') return 'The home page cannot be redirected.'
  return true
}

export function validateTo(value: unknown, from?: unknown): true | string {
  if (typeof value !== 'string') return TO_MESSAGE
  const to = value.trim()
  if (!isSitePath(to.split(/[?#]/)[0]!) && !isFullUrl(to)) return TO_MESSAGE
  if (typeof from === 'string' && isSitePath(to) && normalizePath(to) === normalizePath(from)) {
    return 'A redirect cannot lead to its own address.'
  }
  return true
}

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The "known device" cookie: proof that this browser logged in to an account before. Its holder
 * is exempt from the slow-down every other client meets while the account is under a spread-out
 * guessing attack (lib/http/loginThrottle.ts), so the owner still gets in; it never exempts from
 * the per-address limit. The value is `<issued, base36 seconds>.<HMAC-SHA256>` over the account
 * (lowercased email) and the issue time, keyed with PAYLOAD_SECRET: it names no account, and
 * changing the secret voids every such cookie.
 */
export const KNOWN_DEVICE_COOKIE = 'agency-known-device'

/** About a year: browsers cap cookies at 400 days. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

const accountOf = (email: string) => email.trim().toLowerCase()

function signature(email: string, issued: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(`known-device\n${accountOf(email)}\n${issued}`)
    .digest()
}

export function signKnownDevice(email: string, secret: string, nowMs = Date.now()): string {
  const issued = Math.floor(nowMs / 1000).toString(36)
  return `${issued}.${signature(email, issued, secret).toString('base64url')}`
}

/** True for a value this server signed for `email`, issued within the cookie's lifetime. */
export function verifyKnownDevice(
  value: string | undefined,
  email: string,
  secret: string,
  nowMs = Date.now(),
): boolean {
  const [issued, mac, extra] = (value ?? '').split('.')
  if (!issued || !mac || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(issued)) return false
  const ageSeconds = nowMs / 1000 - parseInt(issued, 36)
  if (ageSeconds < -60 || ageSeconds > KNOWN_DEVICE_MAX_AGE_SECONDS) return false
  const expected = signature(email, issued, secret)
  const given = Buffer.from(mac, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The cookie's value in a Cookie header, if any. */
export function knownDeviceFromCookies(header: string | null | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === KNOWN_DEVICE_COOKIE) return rest.join('=')
  }
  return undefined
}

/**
 * The Set-Cookie header. HttpOnly (no script reads it), SameSite=Strict (only the site's own
 * login forms send it), Path=/api (the three login doors live there), Secure on an https site.
 */
export function knownDeviceSetCookie(value: string, secure: boolean): string {
  return [
    `${KNOWN_DEVICE_COOKIE}=${value}`,
    'Path=/api',
    `Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The "known device" cookie: proof that this browser logged in to an account before. Its holder
 * is never held back by the login throttle (lib/http/loginThrottle.ts: not by its address, not
 * by the account's turns), so the owner gets in during any guessing attack; only its own
 * failures count, past a handful an hour it is treated as any other browser. The value is
 * `<issued, base36 seconds>.<version>.<HMAC-SHA256>` over the account (lowercased email), the
 * issue time and the administrator's known-device version, keyed with PAYLOAD_SECRET: it names
 * no account; a password change bumps the version (collections/Admins), which voids every
 * cookie given before it, and so does changing the secret.
 */
export const KNOWN_DEVICE_COOKIE = 'agency-known-device'

/** About a year: browsers cap cookies at 400 days. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

const accountOf = (email: string) => email.trim().toLowerCase()

/** Whose cookie it is: the account and the administrator's current known-device version. */
export type KnownDeviceHolder = { email: string; version: number }

function signature({ email, version }: KnownDeviceHolder, issued: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(`known-device\n${accountOf(email)}\n${issued}\n${version}`)
    .digest()
}

export function signKnownDevice(
  holder: KnownDeviceHolder,
  secret: string,
  nowMs = Date.now(),
): string {
  const issued = Math.floor(nowMs / 1000).toString(36)
  return `${issued}.${holder.version}.${signature(holder, issued, secret).toString('base64url')}`
}

/**
 * True for a value this server signed for this administrator at their current version, issued
 * within the cookie's lifetime.
 */
export function verifyKnownDevice(
  value: string | undefined,
  holder: KnownDeviceHolder,
  secret: string,
  nowMs = Date.now(),
): boolean {
  const [issued, version, mac, extra] = (value ?? '').split('.')
  if (!issued || !version || !mac || extra !== undefined) return false
  if (!/^[0-9a-z]{1,12}$/.test(issued) || version !== String(holder.version)) return false
  const ageSeconds = nowMs / 1000 - parseInt(issued, 36)
  if (ageSeconds < -60 || ageSeconds > KNOWN_DEVICE_MAX_AGE_SECONDS) return false
  const expected = signature(holder, issued, secret)
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
 * login forms send it), Path=/api (the login and password-reset doors live there), Secure on
 * an https site.
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

import { createHmac, timingSafeEqual } from 'node:crypto'

import { requireServerEnv } from '@/env'

/**
 * The signatures in the links of the site's emails (confirm, unsubscribe): an HMAC-SHA256 of
 * what the link is for under a key derived from PAYLOAD_SECRET and the family of links, cut to
 * 32 base64url characters (192 bits). Nothing is stored, and changing PAYLOAD_SECRET voids every
 * link already sent.
 */
export function linkSignature(family: string, message: string): string {
  const key = createHmac('sha256', requireServerEnv().PAYLOAD_SECRET).update(family).digest()
  return createHmac('sha256', key).update(message).digest('base64url').slice(0, 32)
}

/** The largest id a PostgreSQL `integer` column holds: a larger one names no row. */
const MAX_ID = 2_147_483_647

/** An id written in a token, or null when it cannot name a row. */
export function tokenId(digits: string | undefined): number | null {
  const id = Number(digits)
  return digits && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null
}

/** Compares two tokens in a time that does not depend on where they differ. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

import { absoluteUrl } from '@/lib/site'

import { linkSignature, sameToken, tokenId } from './linkTokens'

/**
 * The unsubscribe link of the waitlist's emails, made like the monitor's: a token
 * `<entry id>.<signature>` over the id and the address, which opens a page with a button that
 * POSTs, and a List-Unsubscribe header naming the route that takes RFC 8058's one-click POST.
 * Leaving removes the entry from the waitlist.
 */
export const WAITLIST_UNSUBSCRIBE_PATH = '/waitlist/unsubscribe'

const FAMILY = 'waitlist-links'

type Signed = { id: number; email: string }

export function waitlistToken(entry: Signed): string {
  const signature = linkSignature(
    FAMILY,
    `unsubscribe:${entry.id}:${entry.email.trim().toLowerCase()}`,
  )
  return `${entry.id}.${signature}`
}

/** The entry id a token names, before its signature is checked; null for another shape. */
export function waitlistTokenId(token: unknown): number | null {
  if (typeof token !== 'string') return null
  return tokenId(/^(\d{1,12})\.[A-Za-z0-9_-]{32}$/.exec(token)?.[1])
}

export function waitlistTokenMatches(token: string, entry: Signed): boolean {
  return waitlistTokenId(token) === entry.id && sameToken(token, waitlistToken(entry))
}

/** The page the email's text links: it shows a button that POSTs. */
export function waitlistUnsubscribeLink(entry: Signed): string {
  return absoluteUrl(`${WAITLIST_UNSUBSCRIBE_PATH}/${waitlistToken(entry)}`)
}

/** One-click unsubscribe (RFC 8058): the route a mail client POSTs to. */
export function waitlistUnsubscribeHeaders(entry: Signed): Record<string, string> {
  const url = absoluteUrl(
    `${WAITLIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(waitlistToken(entry))}`,
  )
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

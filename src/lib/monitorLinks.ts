import { absoluteUrl } from '@/lib/site'

import { linkSignature, sameToken, tokenId } from './linkTokens'

/**
 * The links in the AI visibility monitor's emails. An unsubscribe token is `<id>.<signature>`,
 * the same in every email of a monitor and valid for as long as the monitor exists. A confirm
 * token is `<id>.<issued>.<signature>`, `issued` the second it was made (base 36): it expires
 * CONFIRM_LINK_DAYS later. The signature covers the purpose, the id, the issue time and the
 * address, so a link works only for the monitor and address it was made for.
 *
 * Each link opens a page with a button that POSTs (a mail scanner that follows links changes
 * nothing); the List-Unsubscribe header names the unsubscribe route, which also takes the
 * one-click POST of RFC 8058 and sends a GET on to the page.
 */
export type MonitorLinkPurpose = 'confirm' | 'unsubscribe'

/** How long a confirm link works. */
export const CONFIRM_LINK_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000
const FAMILY = 'ai-monitor-links'

export const MONITOR_PATHS = {
  confirm: '/ai-checker/monitor/confirm',
  unsubscribe: '/ai-checker/monitor/unsubscribe',
} as const

type Signed = { id: number; email: string }

const address = (email: string) => email.trim().toLowerCase()
const issuedPart = (issuedAt: Date) => Math.floor(issuedAt.getTime() / 1000).toString(36)

export function monitorToken(
  purpose: MonitorLinkPurpose,
  monitor: Signed,
  issuedAt: Date = new Date(),
): string {
  if (purpose === 'unsubscribe') {
    return `${monitor.id}.${linkSignature(FAMILY, `unsubscribe:${monitor.id}:${address(monitor.email)}`)}`
  }
  const issued = issuedPart(issuedAt)
  const signature = linkSignature(
    FAMILY,
    `confirm:${monitor.id}:${issued}:${address(monitor.email)}`,
  )
  return `${monitor.id}.${issued}.${signature}`
}

export type ParsedMonitorToken = { id: number; issuedAt: Date | null }

/**
 * The monitor id (and, in a confirm token, the issue time) a token names, before its signature
 * is checked against the stored address; null for anything that is not shaped like one.
 */
export function parseMonitorToken(
  token: unknown,
  purpose: MonitorLinkPurpose,
): ParsedMonitorToken | null {
  if (typeof token !== 'string') return null
  const match =
    purpose === 'unsubscribe'
      ? /^(\d{1,12})\.[A-Za-z0-9_-]{32}$/.exec(token)
      : /^(\d{1,12})\.([0-9a-z]{1,8})\.[A-Za-z0-9_-]{32}$/.exec(token)
  const id = tokenId(match?.[1])
  if (!match || id === null) return null
  const issuedAt = match[2] ? new Date(parseInt(match[2], 36) * 1000) : null
  return { id, issuedAt }
}

export function tokenMatches(token: string, purpose: MonitorLinkPurpose, monitor: Signed): boolean {
  const parsed = parseMonitorToken(token, purpose)
  if (!parsed || parsed.id !== monitor.id) return false
  return sameToken(token, monitorToken(purpose, monitor, parsed.issuedAt ?? undefined))
}

/** Whether a confirm link made at `issuedAt` no longer works at `now`. */
export function confirmLinkExpired(issuedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - issuedAt.getTime() > CONFIRM_LINK_DAYS * DAY_MS
}

/** The page a link in the email's text opens: it shows the monitor and a button. */
export function monitorLink(purpose: MonitorLinkPurpose, monitor: Signed, issuedAt?: Date): string {
  return absoluteUrl(`${MONITOR_PATHS[purpose]}/${monitorToken(purpose, monitor, issuedAt)}`)
}

/** The unsubscribe route: POST unsubscribes in one click (RFC 8058), GET leads to the page. */
export function oneClickUnsubscribeUrl(monitor: Signed): string {
  return absoluteUrl(
    `${MONITOR_PATHS.unsubscribe}?token=${encodeURIComponent(monitorToken('unsubscribe', monitor))}`,
  )
}

/** The headers of every monitor email: one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(monitor: Signed): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(monitor)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

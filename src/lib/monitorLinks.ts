import { createHmac, timingSafeEqual } from 'node:crypto'

import { requireServerEnv } from '@/env'
import { absoluteUrl } from '@/lib/site'

/**
 * The links in the AI visibility monitor's emails. A token is `<monitor id>.<signature>`, the
 * signature an HMAC of the purpose, the id and the address under a key derived from
 * PAYLOAD_SECRET: nothing to store, and a link works only for the monitor and address it was
 * made for. The unsubscribe link stays the same in every email of a monitor.
 */
export type MonitorLinkPurpose = 'confirm' | 'unsubscribe'

export const MONITOR_PATHS = {
  confirm: '/ai-checker/monitor/confirm',
  unsubscribe: '/ai-checker/monitor/unsubscribe',
} as const

function key(): Buffer {
  return createHmac('sha256', requireServerEnv().PAYLOAD_SECRET).update('ai-monitor-links').digest()
}

function signature(purpose: MonitorLinkPurpose, id: number, email: string): string {
  return createHmac('sha256', key())
    .update(`${purpose}:${id}:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32)
}

export function monitorToken(purpose: MonitorLinkPurpose, id: number, email: string): string {
  return `${id}.${signature(purpose, id, email)}`
}

/** The monitor id a token names, before its signature is checked against the stored address. */
export function tokenMonitorId(token: string): number | null {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{32}$/.exec(token)
  return match ? Number(match[1]) : null
}

export function tokenMatches(
  token: string,
  purpose: MonitorLinkPurpose,
  monitor: { id: number; email: string },
): boolean {
  const expected = Buffer.from(monitorToken(purpose, monitor.id, monitor.email))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function monitorLink(
  purpose: MonitorLinkPurpose,
  monitor: { id: number; email: string },
): string {
  const token = monitorToken(purpose, monitor.id, monitor.email)
  return absoluteUrl(`${MONITOR_PATHS[purpose]}?token=${encodeURIComponent(token)}`)
}

/**
 * The headers of every monitor email: one-click unsubscribe (RFC 8058) posts to the same link
 * a reader would click.
 */
export function unsubscribeHeaders(monitor: { id: number; email: string }): Record<string, string> {
  return {
    'List-Unsubscribe': `<${monitorLink('unsubscribe', monitor)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

import 'server-only'

import { getPayloadClient } from '@/data/payload'
import {
  confirmLinkExpired,
  type MonitorLinkPurpose,
  parseMonitorToken,
  tokenMatches,
} from '@/lib/monitorLinks'

/**
 * The monitor emails' links. Opening one (GET or HEAD, as a mail scanner does) only reads: the
 * page shows what the link is for and a button, and the button's POST acts.
 */
export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid'

/** What a link's page shows: the monitor's state for that link, or why it does not work. */
export type LinkView =
  | { state: 'ready'; domain: string }
  | { state: 'confirmed'; domain: string }
  | { state: 'unsubscribed'; domain: string }
  | { state: 'expired'; domain: string }
  | { state: 'invalid' }

/** The monitor a link's token was signed for, or null for a token that fits none. */
async function monitorFor(token: unknown, purpose: MonitorLinkPurpose) {
  const parsed = parseMonitorToken(token, purpose)
  if (!parsed) return null
  const payload = await getPayloadClient()
  const monitor = await payload.findByID({
    collection: 'monitors',
    id: parsed.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!monitor || !tokenMatches(token as string, purpose, monitor)) return null
  return { payload, monitor, issuedAt: parsed.issuedAt }
}

type Found = NonNullable<Awaited<ReturnType<typeof monitorFor>>>

/**
 * A confirm link: a waiting monitor's link works for CONFIRM_LINK_DAYS; a confirmed one shows
 * as confirmed whatever the link's age, an unsubscribed one as unsubscribed (an old email does
 * not bring it back; a new sign-up does).
 */
function confirmView({ monitor, issuedAt }: Found, now: Date): LinkView {
  const domain = monitor.domain
  if (monitor.status === 'confirmed') return { state: 'confirmed', domain }
  if (monitor.status === 'unsubscribed') return { state: 'unsubscribed', domain }
  if (!issuedAt || confirmLinkExpired(issuedAt, now)) return { state: 'expired', domain }
  return { state: 'ready', domain }
}

export async function viewConfirmLink(token: unknown, now = new Date()): Promise<LinkView> {
  const found = await monitorFor(token, 'confirm')
  return found ? confirmView(found, now) : { state: 'invalid' }
}

/** An unsubscribe link: it works for as long as the monitor exists. */
export async function viewUnsubscribeLink(token: unknown): Promise<LinkView> {
  const found = await monitorFor(token, 'unsubscribe')
  if (!found) return { state: 'invalid' }
  const { monitor } = found
  if (monitor.status === 'unsubscribed') return { state: 'unsubscribed', domain: monitor.domain }
  return { state: 'ready', domain: monitor.domain }
}

/** The confirm button: a waiting monitor starts its weekly checks. */
export async function confirmMonitor(token: unknown, now = new Date()): Promise<LinkOutcome> {
  const found = await monitorFor(token, 'confirm')
  if (!found) return 'invalid'
  const view = confirmView(found, now)
  if (view.state === 'confirmed' || view.state === 'unsubscribed' || view.state === 'expired') {
    return view.state
  }
  await found.payload.update({
    collection: 'monitors',
    // Only a monitor still waiting: an unsubscribe that came first stays.
    where: { id: { equals: found.monitor.id }, status: { equals: 'pending' } },
    data: { status: 'confirmed', confirmedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return 'confirmed'
}

/** The unsubscribe button, or the mail client's one-click POST: no more emails. */
export async function unsubscribeMonitor(token: unknown): Promise<LinkOutcome> {
  const found = await monitorFor(token, 'unsubscribe')
  if (!found) return 'invalid'
  const { payload, monitor } = found
  if (monitor.status !== 'unsubscribed') {
    await payload.update({
      collection: 'monitors',
      id: monitor.id,
      data: { status: 'unsubscribed' },
      depth: 0,
      overrideAccess: true,
    })
  }
  return 'unsubscribed'
}

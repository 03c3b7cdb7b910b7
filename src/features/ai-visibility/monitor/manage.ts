import 'server-only'

import { getPayloadClient } from '@/data/payload'
import { type MonitorLinkPurpose, tokenMatches, tokenMonitorId } from '@/lib/monitorLinks'

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid'

/** The monitor a link's token was signed for, or null for a token that fits none. */
async function monitorFor(token: unknown, purpose: MonitorLinkPurpose) {
  if (typeof token !== 'string') return null
  const id = tokenMonitorId(token)
  if (id === null) return null
  const payload = await getPayloadClient()
  const monitor = await payload.findByID({
    collection: 'monitors',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return monitor && tokenMatches(token, purpose, monitor) ? { payload, monitor } : null
}

/**
 * The confirm link: a waiting monitor starts its weekly checks. A confirmed one stays so; an
 * unsubscribed one is not brought back by an old email (a new sign-up does that).
 */
export async function confirmMonitor(token: unknown): Promise<LinkOutcome> {
  const found = await monitorFor(token, 'confirm')
  if (!found) return 'invalid'
  const { payload, monitor } = found
  if (monitor.status === 'unsubscribed') return 'unsubscribed'
  if (monitor.status === 'pending') {
    await payload.update({
      collection: 'monitors',
      id: monitor.id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  }
  return 'confirmed'
}

/** The unsubscribe link (clicked, or posted in one click by the mail client): no more emails. */
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

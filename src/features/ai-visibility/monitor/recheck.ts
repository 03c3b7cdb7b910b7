import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { monitorAlertEmail } from '@/jobs/monitorEmails'
import { monitorLink, unsubscribeHeaders } from '@/lib/monitorLinks'
import { sendToVisitor } from '@/lib/outbox/send'
import { absoluteUrl } from '@/lib/site'
import { readSiteSettings } from '@/lib/siteSettings'
import type { Monitor } from '@/payload-types'

import type { AiCheckResult } from '../check'
import { changesBetween, readSnapshot, snapshotOf } from './snapshot'

/** A check as the re-check needs it; a stored result may carry the permalink of its page. */
export type MonitorCheck = (domain: string) => Promise<AiCheckResult & { permalink?: string }>

/** A confirmed monitor is checked again once its last check is this old. */
export const RECHECK_AFTER_DAYS = 7
/** Monitors checked per run of the scheduled task: the week's work spread over its runs. */
export const MONITORS_PER_RUN = 10

const DAY_MS = 24 * 60 * 60 * 1000

export type RecheckSummary = { checked: number; alerted: number; failed: number; held: number }

/**
 * The confirmed monitors due for a check, the one that has waited longest first: a monitor
 * waits from the moment it became due, a week after its last check, or since its confirmation
 * (or creation) when it was never checked. New monitors therefore queue behind older ones that
 * came due before them, however many arrive, and nothing waits more than the run it is reached in.
 */
async function dueMonitors(payload: Payload, now: Date, limit: number): Promise<Monitor[]> {
  const cutoff = new Date(now.getTime() - RECHECK_AFTER_DAYS * DAY_MS).toISOString()
  const { rows } = await payload.db.drizzle.execute(sql`
    SELECT id FROM monitors
    WHERE status = 'confirmed' AND (last_checked_at IS NULL OR last_checked_at <= ${cutoff})
    ORDER BY COALESCE(
      last_checked_at + make_interval(days => ${RECHECK_AFTER_DAYS}),
      confirmed_at,
      created_at
    ), id
    LIMIT ${limit}`)
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'monitors',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export function resultPageUrl(result: { domain: string; permalink?: string }): string {
  return result.permalink ?? absoluteUrl(`/ai-checker?domain=${encodeURIComponent(result.domain)}`)
}

/**
 * Checks the due monitors one after another (each check is a site's worth of requests) and
 * emails an address when its site got worse. Each monitor is saved as soon as it is done, so a
 * run cut short loses nothing; its snapshot moves on only once its email is sent, so a failed
 * send is retried by the next run rather than lost. A site that cannot be checked keeps its
 * snapshot and says why in `lastError`.
 */
export async function recheckDueMonitors({
  payload,
  check,
  now = new Date(),
  limit = MONITORS_PER_RUN,
}: {
  payload: Payload
  check: MonitorCheck
  now?: Date
  limit?: number
}): Promise<RecheckSummary> {
  const summary: RecheckSummary = { checked: 0, alerted: 0, failed: 0, held: 0 }
  const sendFailures: unknown[] = []
  for (const monitor of await dueMonitors(payload, now, limit)) {
    let result: Awaited<ReturnType<MonitorCheck>>
    try {
      result = await check(monitor.domain)
    } catch (error) {
      summary.failed++
      await payload.update({
        collection: 'monitors',
        id: monitor.id,
        data: {
          lastCheckedAt: now.toISOString(),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        },
        depth: 0,
        overrideAccess: true,
      })
      continue
    }
    summary.checked++
    const after = snapshotOf(result)
    const before = readSnapshot(monitor.lastResult, monitor.lastScore)
    const changes = before
      ? changesBetween(
          before,
          after,
          new Map(
            [...result.checks, ...(result.agentReadiness?.checks ?? [])].map((entry) => [
              entry.id,
              entry.label,
            ]),
          ),
        )
      : null
    let alerted = false
    if (changes?.alert) {
      try {
        const settings = await readSiteSettings(payload)
        const email = monitorAlertEmail({
          domain: monitor.domain,
          scoreFrom: changes.scoreFrom,
          scoreTo: changes.scoreTo,
          checks: changes.checks,
          newlyRefused: changes.newlyRefused,
          resultUrl: resultPageUrl(result),
          unsubscribeUrl: monitorLink('unsubscribe', monitor),
        })
        const sent = await sendToVisitor(
          payload,
          {
            to: monitor.email,
            sender: null,
            kind: 'alert',
            replyTo: settings.teamEmail,
            subject: email.subject,
            text: email.text,
            headers: unsubscribeHeaders(monitor),
          },
          now,
        )
        if (sent.status !== 'sent') {
          // The mailbox had its alerts of the day: the monitor stays due and alerts later.
          summary.held++
          continue
        }
        alerted = true
        summary.alerted++
      } catch (error) {
        sendFailures.push(error)
        continue
      }
    }
    await payload.update({
      collection: 'monitors',
      id: monitor.id,
      data: {
        lastScore: after.score,
        lastResult: { checks: after.checks, refusedCrawlers: after.refusedCrawlers },
        lastCheckedAt: now.toISOString(),
        lastError: null,
        ...(alerted ? { lastAlertAt: now.toISOString() } : {}),
      },
      depth: 0,
      overrideAccess: true,
    })
  }
  // The job fails, and is retried, when an alert could not be sent.
  if (sendFailures.length > 0) {
    throw new Error(
      `${sendFailures.length} monitor alert(s) could not be sent: ${String(
        sendFailures[0] instanceof Error ? sendFailures[0].message : sendFailures[0],
      )}`,
    )
  }
  return summary
}

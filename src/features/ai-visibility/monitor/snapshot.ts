import type { CheckChange, CrawlerRefusal } from '@/jobs/monitorEmails'

import type { AiCheckResult } from '../check'
import type { CheckStatus } from '../scoring/score'

/**
 * What a monitor keeps of a check to compare the next one with: the score, each check's status
 * and the crawlers refused, by robots.txt or by the server's answer to their User-Agent.
 */
export type MonitorSnapshot = {
  score: number
  checks: Record<string, CheckStatus>
  refusedCrawlers: CrawlerRefusal[]
}

/** A drop of this many points or more is worth an email. */
export const SCORE_DROP_ALERT = 5

type Checked = Pick<AiCheckResult, 'aiVisibilityScore' | 'checks' | 'crawlers' | 'agentReadiness'>

export function snapshotOf(result: Checked): MonitorSnapshot {
  const refusedCrawlers: CrawlerRefusal[] = []
  for (const crawler of result.crawlers) {
    if (crawler.verdict === 'disallowed')
      refusedCrawlers.push({ token: crawler.token, by: 'robots' })
    else if (crawler.serverAccess === 'refused' || crawler.serverAccess === 'challenged')
      refusedCrawlers.push({ token: crawler.token, by: 'server' })
  }
  return {
    score: result.aiVisibilityScore,
    // The agent-readiness checks too, so that their changes are listed in an alert.
    checks: Object.fromEntries(
      [...result.checks, ...(result.agentReadiness?.checks ?? [])].map((check) => [
        check.id,
        check.status,
      ]),
    ),
    refusedCrawlers,
  }
}

/** A stored snapshot read back, or null for one of another shape (or none yet). */
export function readSnapshot(
  stored: unknown,
  score: number | null | undefined,
): MonitorSnapshot | null {
  if (!stored || typeof stored !== 'object' || typeof score !== 'number') return null
  const { checks, refusedCrawlers } = stored as Partial<MonitorSnapshot>
  if (!checks || typeof checks !== 'object' || !Array.isArray(refusedCrawlers)) return null
  return { score, checks, refusedCrawlers }
}

export type MonitorChanges = {
  scoreFrom: number
  scoreTo: number
  checks: CheckChange[]
  newlyRefused: CrawlerRefusal[]
  /** Whether the changes are worth an email: the score fell enough, or a crawler is refused. */
  alert: boolean
}

const STATUS_WORDS: Record<CheckStatus, string> = {
  pass: 'passed',
  warn: 'warning',
  fail: 'failed',
  'n/a': 'not applicable',
}

export function changesBetween(
  before: MonitorSnapshot,
  after: MonitorSnapshot,
  labels: ReadonlyMap<string, string>,
): MonitorChanges {
  const checks: CheckChange[] = []
  for (const [id, to] of Object.entries(after.checks)) {
    const from = before.checks[id]
    if (from === undefined || from === to) continue
    checks.push({
      label: labels.get(id) ?? id,
      from: STATUS_WORDS[from] ?? from,
      to: STATUS_WORDS[to] ?? to,
    })
  }
  const refusedBefore = new Set(before.refusedCrawlers.map((crawler) => crawler.token))
  const newlyRefused = after.refusedCrawlers.filter((crawler) => !refusedBefore.has(crawler.token))
  return {
    scoreFrom: before.score,
    scoreTo: after.score,
    checks,
    newlyRefused,
    alert: before.score - after.score >= SCORE_DROP_ALERT || newlyRefused.length > 0,
  }
}

import 'server-only'

import pg from 'pg'

import { requireServerEnv } from '@/env'
import { sharedPool } from '@/lib/db/pool'

import type { AiCheckResult } from './check'

/**
 * Results per domain for 10 minutes, in PostgreSQL (table ai_check_cache, created by a
 * migration) so every app instance shares them and a popular domain is fetched once.
 */
export const CACHE_TTL_SECONDS = 600

function db(): pg.Pool {
  return sharedPool(requireServerEnv().DATABASE_URL)
}

export async function readCachedResult(domain: string): Promise<AiCheckResult | null> {
  const { rows } = await db().query<{ result: AiCheckResult }>(
    `SELECT result FROM ai_check_cache WHERE domain = $1 AND checked_at > now() - make_interval(secs => $2)`,
    [domain, CACHE_TTL_SECONDS],
  )
  const result = rows[0]?.result
  return result && isCurrent(result) ? result : null
}

/** A result stored before the checker learned a field is checked again rather than served. */
function isCurrent(result: AiCheckResult): boolean {
  return (
    Array.isArray(result.pages) &&
    result.browserAccess !== undefined &&
    result.freshness !== undefined &&
    Array.isArray(result.robotsShadowing) &&
    Array.isArray(result.payPerCrawl) &&
    Array.isArray(result.structuredDataIssues) &&
    result.llmsTxtLinks !== undefined &&
    typeof result.permalink === 'string' &&
    Array.isArray(result.fixes) &&
    result.agentReadiness !== undefined &&
    result.crawlers.every((crawler) => crawler.serverAccess !== undefined)
  )
}

export async function storeResult(result: AiCheckResult): Promise<void> {
  await db().query(
    `INSERT INTO ai_check_cache (domain, result, checked_at) VALUES ($1, $2, $3)
     ON CONFLICT (domain) DO UPDATE SET result = EXCLUDED.result, checked_at = EXCLUDED.checked_at`,
    [result.domain, JSON.stringify(result), result.checkedAt],
  )
  // Expired rows are dead weight; sweeping now and then keeps the table small without a job.
  if (Math.random() < 0.05) {
    await db().query(
      `DELETE FROM ai_check_cache WHERE checked_at < now() - make_interval(secs => $1)`,
      [CACHE_TTL_SECONDS],
    )
  }
}

import { randomBytes } from 'node:crypto'

import pg from 'pg'

import { requireServerEnv } from '@/env'
import { sharedPool } from '@/lib/db/pool'
import { absoluteUrl } from '@/lib/site'

import type { AiCheckResult } from './check'
import { changesBetween, type PreviousResult } from './result/history'

/**
 * No `server-only` marker: the job worker (`npm run jobs`, outside Next.js) loads this module
 * for the monitors' weekly re-check.
 *
 * Every answered check is kept behind an unguessable address for 90 days (table
 * ai_check_results, created by a migration), so it can be shared, and so a later check of the
 * same domain can say what changed since.
 */
export const RESULT_TTL_DAYS = 90

/** 16 random bytes in base64url: 22 characters, 128 bits nobody can guess or enumerate. */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** Whether `id` can be a result's id at all (so that nothing else is put in an address). */
export const isResultId = (id: string): boolean => ID_PATTERN.test(id)

export const resultPath = (id: string): string => `/ai-checker/results/${id}`
export const resultCardPath = (id: string): string => `${resultPath(id)}/social-card`

/** A stored result: the check's answer with its address and what changed since before. */
export type SharedResult = AiCheckResult & {
  permalink: string
  previous: PreviousResult | null
  changes: NonNullable<AiCheckResult['changes']>
}

function db(): pg.Pool {
  return sharedPool(requireServerEnv().DATABASE_URL)
}

/** The domain's latest kept result checked before `before`. */
async function earlierResult(domain: string, before: string): Promise<AiCheckResult | null> {
  const { rows } = await db().query<{ result: AiCheckResult }>(
    `SELECT result FROM ai_check_results
     WHERE domain = $1 AND checked_at < $2 AND checked_at > now() - make_interval(days => $3)
     ORDER BY checked_at DESC LIMIT 1`,
    [domain, before, RESULT_TTL_DAYS],
  )
  return rows[0]?.result ?? null
}

/**
 * Stores a fresh result under a new address and compares it with the domain's earlier one.
 * Answers the address and the result as the API and the page show it.
 */
export async function recordResult(
  result: AiCheckResult,
): Promise<{ id: string; permalink: string; result: SharedResult }> {
  const id = randomBytes(16).toString('base64url')
  const permalink = absoluteUrl(resultPath(id))
  const earlier = await earlierResult(result.domain, result.checkedAt)
  const shared: SharedResult = {
    ...result,
    permalink,
    previous: earlier ? { score: earlier.aiVisibilityScore, checkedAt: earlier.checkedAt } : null,
    changes: changesBetween(earlier?.checks, result.checks),
  }
  await db().query(
    `INSERT INTO ai_check_results (id, domain, result, checked_at) VALUES ($1, $2, $3, $4)`,
    [id, result.domain, JSON.stringify(shared), result.checkedAt],
  )
  // Old results are swept now and then by the writes themselves; reads already ignore them.
  if (Math.random() < 0.05) await sweepResults()
  return { id, permalink, result: shared }
}

/** Deletes the results past their 90 days. */
export async function sweepResults(): Promise<void> {
  await db().query(
    `DELETE FROM ai_check_results WHERE checked_at < now() - make_interval(days => $1)`,
    [RESULT_TTL_DAYS],
  )
}

/** The stored result behind `id`, or null when the id is malformed, unknown or expired. */
export async function readStoredResult(id: string): Promise<SharedResult | null> {
  if (!ID_PATTERN.test(id)) return null
  const { rows } = await db().query<{ result: SharedResult }>(
    `SELECT result FROM ai_check_results
     WHERE id = $1 AND checked_at > now() - make_interval(days => $2)`,
    [id, RESULT_TTL_DAYS],
  )
  return rows[0]?.result ?? null
}

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { processWide } from '@/lib/processWide'

/**
 * Claims on Payload's job table (`payload_jobs`) in single SQL statements, for the job runner
 * (./runner.ts): many due jobs at once, safe across processes, and a cheap look at the queue
 * while nothing is due. Payload's own claim (its PostgreSQL adapter's updateJobs) selects, then
 * updates: lib/upstream/jobClaims.ts makes that one atomic too, and hands Payload's runner the
 * jobs claimed here (`takeClaimed`).
 */

/**
 * Payload never runs again a job left `processing` by a process that stopped mid-run (a kill, a
 * crash); a claim older than this is released. Far longer than any task here, whose SMTP
 * timeouts end within a minute, and than the wait of a claimed job for its turn in a batch.
 */
export const STALE_AFTER_MINUTES = 10

type Runner = { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> }
/** A job as the adapter reads it (what Payload's runner expects from its claim). */
export type ClaimedJob = { id: number | string } & Record<string, unknown>

/** Whether claims here apply: the PostgreSQL adapter (other adapters keep Payload's own). */
export const canClaim = ({ db }: Payload): boolean => db.name === 'postgres'

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** Which jobs a claim or a look takes: queues, and tasks to take only or to leave. */
export type JobFilter = {
  queues: readonly string[]
  tasks?: readonly string[]
  exceptTasks?: readonly string[]
}

/** Jobs Payload's runner would take (not done, not failed for good, not running) of `filter`. */
const runnable = ({ queues, tasks, exceptTasks }: JobFilter) => sql`
  "queue" IN (${list(queues)})
  AND "completed_at" IS NULL AND "has_error" IS NOT TRUE AND "processing" = false
  ${tasks ? sql`AND "task_slug" IN (${list(tasks)})` : sql``}
  ${exceptTasks?.length ? sql`AND "task_slug" NOT IN (${list(exceptTasks)})` : sql``}`

/**
 * Jobs claimed here and not yet handed to Payload's runner, by id. On globalThis: the runner
 * (started from instrumentation) and the adapter's claim (installed by whichever bundle first
 * started Payload) may be copies of this module that Next bundled apart.
 */
const CLAIMED = Symbol.for('agency-site.claimedJobs')
const claimed = processWide(CLAIMED, () => new Map<string, ClaimedJob>())

/**
 * Claims up to `limit` due jobs of `queues` (of `tasks` only, when given), oldest first, in one
 * statement: rows another claimer has locked are skipped rather than waited for, and a row is
 * flipped only while still unclaimed, so two runners (instances, worker processes) never get
 * the same job. Answers the jobs as the adapter reads them, oldest first, and keeps each for
 * `takeClaimed` until Payload's runner asks for it by id.
 */
export async function claimDueJobs(
  payload: Payload,
  { limit, ...filter }: JobFilter & { limit: number },
): Promise<ClaimedJob[]> {
  const { rows } = await payload.db.drizzle.execute(sql`
    UPDATE "payload_jobs" SET "processing" = true, "updated_at" = now()
    WHERE "id" IN (
      SELECT "id" FROM "payload_jobs"
      WHERE ${runnable(filter)}
        AND ("wait_until" IS NULL OR "wait_until" <= now())
      ORDER BY "created_at", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    AND "processing" = false
    RETURNING "id"`)
  if (rows.length === 0) return []
  const jobs = await readJobs(
    payload,
    rows.map((row) => row.id as number | string),
  )
  for (const job of jobs) claimed.set(String(job.id), job)
  return jobs
}

/** The jobs with these ids, as the adapter reads them (with their log), oldest first. */
export async function readJobs(
  payload: Payload,
  ids: readonly (number | string)[],
  req?: Partial<PayloadRequest>,
): Promise<ClaimedJob[]> {
  const { docs } = await payload.db.find<ClaimedJob>({
    collection: 'payload-jobs',
    where: { id: { in: ids } },
    sort: 'createdAt',
    limit: 0,
    pagination: false,
    req,
  })
  return docs
}

/** The job claimed by `claimDueJobs`, once: Payload's runner then runs it. */
export function takeClaimed(id: number | string): ClaimedJob | undefined {
  const job = claimed.get(String(id))
  claimed.delete(String(id))
  return job
}

/** Gives back claimed jobs that will not run here (the runner is stopping). */
export async function releaseClaimed(
  payload: Payload,
  ids: readonly (number | string)[],
): Promise<void> {
  for (const id of ids) claimed.delete(String(id))
  if (ids.length === 0) return
  await payload.db.drizzle.execute(sql`
    UPDATE "payload_jobs" SET "processing" = false
    WHERE "id" IN (${list(ids)}) AND "completed_at" IS NULL`)
}

/** Releases claims a stopped process left behind (see STALE_AFTER_MINUTES). */
export async function releaseStaleClaims(db: { execute: Runner['execute'] }): Promise<void> {
  await db.execute(sql`
    UPDATE "payload_jobs" SET "processing" = false
    WHERE "processing" = true AND "completed_at" IS NULL
      AND "updated_at" < now() - make_interval(mins => ${STALE_AFTER_MINUTES})`)
}

export const releaseStale = (payload: Payload) => releaseStaleClaims(payload.db.drizzle)

/**
 * One look at the queue: whether a job of `filter` is due now, and else in how many ms the
 * next one will be (undefined: none waits). One indexed read, no write: what a queue whose
 * backlog waits for its retries costs between two looks.
 */
export async function lookAtQueue(
  payload: Payload,
  filter: JobFilter,
): Promise<{ due: boolean; nextInMs?: number }> {
  const { rows } = await payload.db.drizzle.execute(sql`
    SELECT bool_or("wait_until" IS NULL OR "wait_until" <= now()) AS "due",
           extract(epoch FROM min("wait_until") FILTER (WHERE "wait_until" > now()) - now())
             * 1000 AS "next_in_ms"
    FROM "payload_jobs" WHERE ${runnable(filter)}`)
  const row = rows[0] ?? {}
  const next =
    row.next_in_ms === null || row.next_in_ms === undefined ? NaN : Number(row.next_in_ms)
  return { due: row.due === true, nextInMs: Number.isFinite(next) ? Math.max(0, next) : undefined }
}

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest, Where } from 'payload'

import {
  canClaim,
  readJobs,
  releaseStaleClaims,
  takeClaimed,
  type ClaimedJob,
} from '@/lib/jobs/claims'

/**
 * Atomic job claims. Payload 3.x claims jobs in two steps (@payloadcms/drizzle updateJobs): it
 * SELECTs jobs with `processing = false`, then UPDATEs each by id without checking `processing`
 * again. Two runners (two app instances, or the app and `npm run jobs`) that select at the same
 * moment both claim the job, and the email goes out twice.
 *
 * Relies on the adapter's `updateJobs` being the one call that claims (the only one setting
 * `processing: true`), replaced on `payload.db`, and on its `sessions` (a request's
 * transaction). Checked against payload and @payloadcms/drizzle 3.90.2. Guarded by "sends each
 * notification once when two runners compete in one process" and "sends each notification once
 * when two worker processes run the queue" in tests/int/jobsNotifications.int.test.ts, and "gives back the
 * connection of a job claim whose statement was cut off" in tests/int/poolHealing.int.test.ts.
 * Goes with Payload 4.0, whose claims are atomic (payloadcms/payload #17441, #17220).
 *
 * This wraps the adapter's updateJobs so that the claim (the only call that sets
 * `processing: true`) takes only rows still unclaimed, in one `UPDATE … RETURNING` statement
 * that skips rows another claimer holds locked, and answers only the jobs this runner flipped,
 * read back in one query. A job the app's runner (lib/jobs/runner.ts) has already claimed, many
 * in one statement (lib/jobs/claims.ts), is handed over as claimed when Payload's runner asks
 * for it by id.
 *
 * Payload never runs again a job left `processing` by a process that stopped mid-run; a claim
 * by Payload's own runner first releases those older than STALE_AFTER_MINUTES (once a minute
 * at most; the app's runner does the same).
 */
type Runner = { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> }
type UpdateJobsArgs = {
  data: Record<string, unknown>
  id?: number | string
  limit?: number
  req?: Partial<PayloadRequest>
  returning?: boolean
  sort?: unknown
  where?: Where
}
type PostgresLike = {
  drizzle: Runner
  sessions: Record<string, { db: Runner } | undefined>
  find(args: Record<string, unknown>): Promise<{ docs: { id: number | string }[] }>
  updateJobs(args: UpdateJobsArgs): Promise<unknown[] | null>
  rollbackTransaction(id: number | string | Promise<number | string>): Promise<void>
}

const patched = new WeakSet<object>()
const STALE_CHECK_MS = 60_000

async function runnerFor(db: PostgresLike, req?: Partial<PayloadRequest>): Promise<Runner> {
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions[String(id)]?.db) || db.drizzle
}

export function makeJobClaimsAtomic(payload: Payload): void {
  const db = payload.db as unknown as PostgresLike
  if (!canClaim(payload) || patched.has(db)) return
  patched.add(db)
  const original = db.updateJobs.bind(db)
  let staleCheckedAt = 0

  db.updateJobs = async (args) => {
    try {
      return args.data.processing === true ? await claim(args) : await original(args)
    } catch (error) {
      // Payload's job updates (payload/queues updateJobs) open a transaction of their own and
      // commit it after this call, but never roll it back when this call throws: the session
      // stayed open and its pooled connection checked out for good. A lost connection or a
      // pool timeout during a job update, repeated through an outage, emptied the pool. A
      // statement that failed has aborted the transaction anyway: ending it is the only move.
      if (args.req?.transactionID) await db.rollbackTransaction(args.req.transactionID)
      throw error
    }
  }

  async function claim(args: UpdateJobsArgs): Promise<unknown[] | null> {
    if (args.id !== undefined) {
      const handed = takeClaimed(args.id)
      if (handed) return [handed]
    }
    const runner = await runnerFor(db, args.req)
    if (Date.now() - staleCheckedAt > STALE_CHECK_MS) {
      staleCheckedAt = Date.now()
      await releaseStaleClaims(runner)
    }

    let statement: SQL
    if (args.id !== undefined) {
      // One job asked for by id: wait for a row another claimer holds, then take it only if
      // that claimer did not.
      statement = sql`
        UPDATE "payload_jobs" SET "processing" = true, "updated_at" = now()
        WHERE "id" = ${args.id} AND "processing" = false
        RETURNING "id"`
    } else {
      const { docs } = await db.find({
        collection: 'payload-jobs',
        where: args.where ?? {},
        sort: args.sort,
        limit: args.limit ?? 0,
        pagination: false,
        req: args.req,
        select: { id: true },
      })
      if (docs.length === 0) return []
      // Rows another claimer holds are skipped rather than waited for: it takes them.
      statement = sql`
        UPDATE "payload_jobs" SET "processing" = true, "updated_at" = now()
        WHERE "id" IN (
          SELECT "id" FROM "payload_jobs"
          WHERE "id" IN (${sql.join(
            docs.map((doc) => sql`${doc.id}`),
            sql`, `,
          )})
            AND "processing" = false
          FOR UPDATE SKIP LOCKED)
        AND "processing" = false
        RETURNING "id"`
    }
    const { rows } = await runner.execute(statement)
    const claimedIds = rows.map((row) => row.id as number | string)
    if (claimedIds.length === 0 || args.returning === false) return []
    const jobs: ClaimedJob[] = await readJobs(payload, claimedIds, args.req)
    return jobs
  }
}

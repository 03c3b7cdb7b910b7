import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * Payload 3.90 claims jobs in two steps (@payloadcms/drizzle updateJobs): it SELECTs jobs with
 * `processing = false`, then UPDATEs each by id without checking `processing` again. Two runners
 * (two app instances, or the app and `npm run jobs`) that select at the same moment both claim
 * the job, and the email goes out twice.
 *
 * This wraps the adapter's updateJobs so that the claim (the only call that sets
 * `processing: true`) is one atomic `UPDATE … WHERE processing = false RETURNING id` inside the
 * claim's transaction: a concurrent claimer blocks on the row lock, then sees
 * `processing = true` and gets nothing. Only the jobs this runner flipped are returned.
 *
 * Payload never runs again a job left `processing` by a process that stopped mid-run (a kill,
 * a crash, an exit while an autorun batch was running); the claim first releases those whose
 * last update is older than STALE_AFTER (far longer than any task here, whose SMTP timeouts end
 * within two minutes).
 */
export const STALE_AFTER_MINUTES = 10

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
  name: string
  drizzle: Runner
  sessions: Record<string, { db: Runner } | undefined>
  find(args: Record<string, unknown>): Promise<{ docs: { id: number | string }[] }>
  updateJobs(args: UpdateJobsArgs): Promise<unknown[] | null>
  rollbackTransaction(id: number | string | Promise<number | string>): Promise<void>
}

const patched = new WeakSet<object>()

async function runnerFor(db: PostgresLike, req?: Partial<PayloadRequest>): Promise<Runner> {
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions[String(id)]?.db) || db.drizzle
}

export function makeJobClaimsAtomic(payload: Payload): void {
  const db = payload.db as unknown as PostgresLike
  if (db.name !== 'postgres' || patched.has(db)) return
  patched.add(db)
  const original = db.updateJobs.bind(db)

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
    const runner = await runnerFor(db, args.req)

    await runner.execute(sql`
      UPDATE "payload_jobs" SET "processing" = false
      WHERE "processing" = true AND "completed_at" IS NULL
        AND "updated_at" < now() - make_interval(mins => ${STALE_AFTER_MINUTES})
    `)

    let candidates: (number | string)[]
    if (args.id !== undefined) {
      candidates = [args.id]
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
      candidates = docs.map((doc) => doc.id)
    }
    if (candidates.length === 0) return []

    const { rows } = await runner.execute(sql`
      UPDATE "payload_jobs" SET "processing" = true, "updated_at" = now()
      WHERE "id" IN (${sql.join(
        candidates.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND "processing" = false
      RETURNING "id"
    `)
    const claimed = rows.map((row) => row.id as number | string)
    if (claimed.length === 0) return []
    return original({
      data: args.data,
      req: args.req,
      returning: args.returning,
      sort: args.sort,
      limit: claimed.length,
      where: { id: { in: claimed } },
    })
  }
}

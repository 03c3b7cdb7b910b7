import { randomUUID } from 'node:crypto'

import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/** Drizzle's transaction, for a statement the Local API cannot express. */
export type SqlRunner = { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> }

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type PostgresAdapter = {
  name: string
  drizzle: { transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> }
  sessions: Record<string, Session | undefined>
}

/**
 * Runs `work` (Local API calls given the `req` it receives) in one transaction and resolves only
 * once PostgreSQL acknowledged the COMMIT; a commit that failed rejects (with the connection
 * error, which the caller retries).
 *
 * Payload's own transactions (beginTransaction/commitTransaction of its PostgreSQL adapter)
 * swallow a failed COMMIT and return the document anyway, so a caller could only learn the
 * outcome by reading the row back, and that read fails when the database goes away right after
 * the commit: a write that was stored was then answered as failed. Here the transaction is
 * drizzle's, whose commit throws, registered under an id in the adapter's sessions so that
 * Payload's operations run inside it (they see a transaction they did not open, and leave
 * committing to its owner). An operation that fails rolls it back as usual. `work` also gets the
 * transaction itself (on PostgreSQL), for a statement of its own in the same transaction.
 *
 * Relies on the PostgreSQL adapter's `sessions` (transaction id → drizzle transaction, read by
 * every operation given `req.transactionID`) and on Payload leaving a transaction it did not
 * open to its owner. Checked against payload and @payloadcms/drizzle 3.90.2. Guarded by "answers
 * 201 for a message whose write committed, even when the database goes away right after" in
 * tests/int/dbOutage.int.test.ts. Goes once Payload's commitTransaction reports a failed COMMIT.
 */
export async function inCommittedTransaction<T>(
  payload: Payload,
  work: (req: Partial<PayloadRequest>, tx?: SqlRunner) => Promise<T>,
): Promise<T> {
  const db = payload.db as unknown as PostgresAdapter
  if (db.name !== 'postgres' || typeof db.drizzle?.transaction !== 'function') {
    return work({})
  }
  const id = randomUUID()
  return db.drizzle.transaction(async (tx) => {
    // Payload ends a transaction it did not open only on failure (killTransaction): the
    // session's reject then does nothing, and the error thrown below rolls drizzle's back.
    db.sessions[id] = { db: tx, resolve: async () => {}, reject: async () => {} }
    try {
      return await work({ transactionID: id }, tx as SqlRunner)
    } finally {
      delete db.sessions[id]
    }
  })
}

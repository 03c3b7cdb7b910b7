import type { Payload } from 'payload'
import type pg from 'pg'

import { handlePoolErrors } from './pool'
import { withDbRetry } from './retry'

/** The adapter's reads: repeating one has no effect, so a lost connection is simply retried. */
const READS = [
  'find',
  'findOne',
  'findGlobal',
  'findDistinct',
  'count',
  'countVersions',
  'countGlobalVersions',
  'findVersions',
  'findGlobalVersions',
  'queryDrafts',
] as const

type Method = (args?: { req?: { transactionID?: unknown } }) => Promise<unknown>

const patched = new WeakSet<object>()

/**
 * Makes Payload's PostgreSQL adapter ride out short outages: its pool's `error` events are
 * handled (no uncaught exception when the server restarts), and reads outside a transaction are
 * retried for a few seconds on a lost connection. Reads inside a transaction are not: that
 * transaction died with its connection, so its caller must start again as a whole.
 */
export function makeDatabaseResilient(payload: Payload): void {
  const db = payload.db as unknown as Record<string, unknown> & { pool?: pg.Pool; name: string }
  if (db.name !== 'postgres' || patched.has(db)) return
  patched.add(db)
  if (db.pool) handlePoolErrors(db.pool, 'database')

  for (const name of READS) {
    const original = db[name]
    if (typeof original !== 'function') continue
    const bound = (original as Method).bind(db)
    db[name] = ((args) =>
      args?.req?.transactionID ? bound(args) : withDbRetry(() => bound(args))) as Method
  }
}

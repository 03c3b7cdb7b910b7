import type pg from 'pg'

/**
 * Takes a checked-out connection the server closed out of its pool for good. pg-pool 3.14.0
 * (index.js `_releaseOnce`) gives each checkout a `release` that drops the client and frees its
 * slot when called with an error, and throws "Release called on client which has already been
 * released to the pool." when called again. Whoever holds a dead connection may still release
 * it later (drizzle's transaction, when its ROLLBACK fails); that second release is made to do
 * nothing by replacing the client's `release`, which pg-pool sets on the client per checkout.
 *
 * Relies on pg-pool setting `client.release` per checkout and dropping a client released with
 * an error. Checked against pg 8.20.0 / pg-pool 3.14.0. Guarded by "takes a connection that died
 * checked out, and was never released, out of the pool" in tests/int/poolHealing.int.test.ts.
 * Goes once pg-pool can evict a checked-out client (or ignores a repeated release).
 */
export function dropDeadClient(client: pg.PoolClient, reason: Error): void {
  client.release(reason)
  client.release = () => undefined
}

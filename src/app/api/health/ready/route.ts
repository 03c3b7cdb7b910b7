import { NextResponse } from 'next/server'

import { requireServerEnv } from '@/env'
import { getPayloadClient } from '@/data/payload'
import { checkPoolAvailable, checkReadiness, poolStats } from '@/lib/db/health'

import { migrations } from '../../../../../migrations'

export const dynamic = 'force-dynamic'

const EXPECTED = migrations.map((migration) => migration.name)

/**
 * Readiness: the database answers within 1 s and has every migration of this build, and the
 * app's connection pool hands out a connection within its timeout (2 s). A load balancer sends
 * traffic only to an instance that answers 200; 503 takes it out of rotation. The answer shows
 * the pool's counts (connections, free, waiting), which the soak benchmark compares with the
 * server's own list of connections.
 */
export async function GET(): Promise<NextResponse> {
  const started = Date.now()
  const [result, pool] = await Promise.all([
    checkReadiness(requireServerEnv().DATABASE_URL, EXPECTED),
    getPayloadClient().then(
      async ({ db }) => ({ check: await checkPoolAvailable(db.pool), stats: poolStats(db.pool) }),
      () => ({
        check: { ok: false as const, reason: 'the CMS has not started' },
        stats: undefined,
      }),
    ),
  ])
  const headers = { 'Cache-Control': 'no-store' }
  const latencyMs = Date.now() - started
  if (result.ready && pool.check.ok) {
    return NextResponse.json(
      { status: 'ready', migrations: result.migrations, latencyMs, pool: pool.stats },
      { headers },
    )
  }
  const message = result.ready ? (pool.check.ok ? '' : pool.check.reason) : result.reason
  return NextResponse.json(
    { status: 'unavailable', message, latencyMs, pool: pool.stats },
    { status: 503, headers: { ...headers, 'Retry-After': '5' } },
  )
}

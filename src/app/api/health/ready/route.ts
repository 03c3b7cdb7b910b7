import { NextResponse } from 'next/server'

import { requireServerEnv } from '@/env'
import { checkReadiness } from '@/lib/db/health'

import { migrations } from '../../../../../migrations'

export const dynamic = 'force-dynamic'

const EXPECTED = migrations.map((migration) => migration.name)

/**
 * Readiness: the database answers within 1 s and has every migration of this build. A load
 * balancer sends traffic only to an instance that answers 200; 503 takes it out of rotation.
 */
export async function GET(): Promise<NextResponse> {
  const result = await checkReadiness(requireServerEnv().DATABASE_URL, EXPECTED)
  const headers = { 'Cache-Control': 'no-store' }
  if (result.ready) {
    return NextResponse.json(
      { status: 'ready', migrations: result.migrations, latencyMs: result.latencyMs },
      { headers },
    )
  }
  return NextResponse.json(
    { status: 'unavailable', message: result.reason, latencyMs: result.latencyMs },
    { status: 503, headers: { ...headers, 'Retry-After': '5' } },
  )
}

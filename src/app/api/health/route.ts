import { NextResponse } from 'next/server'

import { env } from '@/env'
import { proxyStatus } from '@/lib/http/proxyCheck'

export const dynamic = 'force-dynamic'

/**
 * Liveness: the process answers HTTP. Touches nothing else (no database), so a database outage
 * never makes an orchestrator restart healthy app processes. `proxy` tells whether
 * TRUSTED_PROXY_HOPS looks right for the traffic seen (lib/http/proxyCheck.ts).
 */
export function GET(): NextResponse {
  const { TRUSTED_PROXY_HOPS, KUBERNETES_SERVICE_HOST } = env()
  return NextResponse.json(
    {
      status: 'ok',
      uptimeSeconds: Math.round(process.uptime()),
      proxy: proxyStatus(TRUSTED_PROXY_HOPS, Boolean(KUBERNETES_SERVICE_HOST)),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

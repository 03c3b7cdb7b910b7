import { NextResponse } from 'next/server'

export const dynamic = 'force-dynamic'

/**
 * Liveness: the process answers HTTP. Touches nothing else (no database), so a database outage
 * never makes an orchestrator restart healthy app processes.
 */
export function GET(): NextResponse {
  return NextResponse.json(
    { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

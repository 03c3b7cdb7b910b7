import { NextResponse } from 'next/server'

import { MONITOR_PATHS } from '@/lib/monitorLinks'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

/**
 * A confirm link written as `?token=` (the form of emails sent before the link pages): on to
 * the page, which shows a button and confirms nothing by itself. A HEAD is answered the same.
 */
export function GET(request: Request): NextResponse {
  const token = new URL(request.url).searchParams.get('token')
  const to = token
    ? `${MONITOR_PATHS.confirm}/${encodeURIComponent(token)}`
    : '/ai-checker/monitor/invalid'
  return NextResponse.redirect(absoluteUrl(to), {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  })
}

import { NextResponse } from 'next/server'

import { confirmMonitor } from '@/features/ai-visibility/monitor/manage'
import { handle } from '@/lib/http/errors'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

/** The confirm link of the sign-up email; the page it leads to says how it went. */
export const GET = handle(async (request: Request) => {
  const outcome = await confirmMonitor(new URL(request.url).searchParams.get('token'))
  return NextResponse.redirect(absoluteUrl(`/ai-checker/monitor/${outcome}`), {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  })
})

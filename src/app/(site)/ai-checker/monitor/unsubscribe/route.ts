import { NextResponse } from 'next/server'

import { unsubscribeMonitor } from '@/features/ai-visibility/monitor/manage'
import { ApiError, handle } from '@/lib/http/errors'
import { MONITOR_PATHS } from '@/lib/monitorLinks'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/**
 * The address of every monitor email's List-Unsubscribe header (and of the unsubscribe links of
 * emails sent before the link pages). Opened (GET, HEAD: a mail scanner, or a client without
 * one-click) it leads to the page with the button, and unsubscribes nothing.
 */
export function GET(request: Request): NextResponse {
  const token = tokenOf(request)
  const to = token
    ? `${MONITOR_PATHS.unsubscribe}/${encodeURIComponent(token)}`
    : '/ai-checker/monitor/invalid'
  return NextResponse.redirect(absoluteUrl(to), {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/**
 * One-click unsubscribe (RFC 8058): the mail client posts `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, without cookies or a page to show.
 */
export const POST = handle(async (request: Request) => {
  const outcome = await unsubscribeMonitor(tokenOf(request))
  if (outcome === 'invalid') throw new ApiError(400, 'This unsubscribe link is not valid.')
  return NextResponse.json(
    { success: true, message: 'Unsubscribed.' },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

import { NextResponse } from 'next/server'

import { unsubscribeMonitor } from '@/features/ai-visibility/monitor/manage'
import { ApiError, handle } from '@/lib/http/errors'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** The unsubscribe link of every monitor email, clicked: the page it leads to confirms it. */
export const GET = handle(async (request: Request) => {
  const outcome = await unsubscribeMonitor(tokenOf(request))
  return NextResponse.redirect(absoluteUrl(`/ai-checker/monitor/${outcome}`), {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  })
})

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

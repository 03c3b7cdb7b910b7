import { NextResponse } from 'next/server'

import { leaveWaitlist } from '@/data/waitlistLinks'
import { ApiError, handle } from '@/lib/http/errors'
import { WAITLIST_UNSUBSCRIBE_PATH } from '@/lib/waitlistLinks'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/**
 * The address of the waitlist email's List-Unsubscribe header. Opened (GET, HEAD) it leads to
 * the page with the button and removes nothing.
 */
export function GET(request: Request): NextResponse {
  // Without a token, a page that says the link does not work.
  const token = tokenOf(request) || 'invalid'
  return NextResponse.redirect(
    absoluteUrl(`${WAITLIST_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`),
    { status: 303, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** One-click unsubscribe (RFC 8058): the mail client's POST removes the entry. */
export const POST = handle(async (request: Request) => {
  const outcome = await leaveWaitlist(tokenOf(request))
  if (outcome === 'invalid') throw new ApiError(400, 'This unsubscribe link is not valid.')
  return NextResponse.json(
    { success: true, message: 'Unsubscribed.' },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

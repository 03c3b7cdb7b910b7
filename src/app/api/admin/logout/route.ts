import { NextResponse } from 'next/server'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { endSession } from '@/data/admin'
import { handleWithRetry } from '@/lib/http/errors'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

/** Ends the session behind the token and expires the HttpOnly cookie the client cannot clear. */
export const POST = handleWithRetry(async (request: Request) => {
  const ctx = await requireAdmin(request)
  await endSession(ctx)
  const response = NextResponse.json({ success: true })
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: ctx.payload.collections.admins.config.auth,
    cookiePrefix: ctx.payload.config.cookiePrefix,
  })
  response.headers.append('Set-Cookie', cookie as string)
  return response
})

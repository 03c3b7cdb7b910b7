import { NextResponse } from 'next/server'
import { generatePayloadCookie } from 'payload/shared'

import { loginOwner } from '@/data/admin'
import { ApiError, handleWithRetry } from '@/lib/http/errors'
import { readJson } from '@/lib/http/request'
import { loginSchema } from '@/lib/validation/login'

export const dynamic = 'force-dynamic'

/**
 * Password-only login of the owner. The client keeps the token (spec §3 'Administrator');
 * Payload's HttpOnly cookie is set as well, so the /cms panel shares the session.
 * Failures carry `error` (what the client reads, spec §7) beside the shared `message`.
 */
export const POST = handleWithRetry(async (request: Request) => {
  const parsed = loginSchema.safeParse(await readJson(request, 4 * 1024))
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'Password is required'
    throw new ApiError(400, reason, { error: reason, errors: { password: reason } })
  }
  const { token, payload } = await loginOwner(parsed.data.password)
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.admins.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  const response = NextResponse.json({ token }, { headers: { 'Cache-Control': 'no-store' } })
  response.headers.append('Set-Cookie', cookie as string)
  return response
})

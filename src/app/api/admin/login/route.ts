import { NextResponse } from 'next/server'
import { generatePayloadCookie } from 'payload/shared'

import { loginOwner } from '@/data/admin/session'
import { env, requireServerEnv } from '@/env'
import { ApiError, handleWithRetry } from '@/lib/http/errors'
import {
  knownDeviceFromCookies,
  knownDeviceSetCookie,
  signKnownDevice,
} from '@/lib/http/knownDevice'
import { clientIp, readJson } from '@/lib/http/request'
import { loginSchema } from '@/lib/validation/login'

export const dynamic = 'force-dynamic'

/** The login form shows a failure's `error`; every failure carries it beside `message`. */
const loginShape = (error: ApiError) => ({ error: error.message })

/**
 * Password-only login of the owner. The client keeps the token; Payload's HttpOnly cookie is
 * set as well, so the /cms panel shares the session, and so is the known-device cookie, which
 * lets this browser in while the account is under a guessing attack.
 */
export const POST = handleWithRetry(async (request: Request) => {
  const parsed = loginSchema.safeParse(await readJson(request))
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'Password is required'
    throw new ApiError(400, reason, { errors: { password: reason } }, 'validation_failed')
  }
  const { token, payload, email, knownDeviceVersion } = await loginOwner(
    parsed.data.password,
    clientIp(request),
    knownDeviceFromCookies(request.headers.get('cookie')),
  )
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.admins.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  const response = NextResponse.json({ token }, { headers: { 'Cache-Control': 'no-store' } })
  response.headers.append('Set-Cookie', cookie as string)
  response.headers.append(
    'Set-Cookie',
    knownDeviceSetCookie(
      signKnownDevice({ email, version: knownDeviceVersion }, requireServerEnv().PAYLOAD_SECRET),
      env().SITE_URL.startsWith('https://'),
    ),
  )
  return response
}, loginShape)

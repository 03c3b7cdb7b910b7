import { NextResponse } from 'next/server'

import { env } from '@/env'
import { readCachedResult, storeResult } from '@/features/ai-visibility/cache'
import { checkAsThisSite } from '@/features/ai-visibility/siteCheck'
import { toAllowlist } from '@/features/ai-visibility/guard'
import { aiCheckRateLimit, aiCheckRefreshRateLimit } from '@/features/ai-visibility/limits'
import { normalizeTarget } from '@/features/ai-visibility/normalize'
import { recordResult } from '@/features/ai-visibility/results'
import { ApiError, handle } from '@/lib/http/errors'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIp, parseWith, readJson } from '@/lib/http/request'
import { aiCheckSchema } from '@/lib/validation/aiCheck'

export const dynamic = 'force-dynamic'

/**
 * Every failure answers `{success: false, message}`; the client shows the message as it is, so a
 * validation failure shows its first reason rather than the generic 'check the fields'.
 */
function checkerShape(error: ApiError): Record<string, unknown> {
  const reasons = error.details?.errors as Record<string, string> | undefined
  const first = reasons && Object.values(reasons)[0]
  return {
    success: false,
    ...(first ? { message: first } : {}),
    ...(error.status === 500 ? { message: CHECKER_INTERNAL } : {}),
  }
}

const CHECKER_INTERNAL = 'Something went wrong on our side. Please try again.'

export const POST = handle(async (request: Request) => {
  await rateLimit(aiCheckRateLimit(), clientIp(request))
  const { domain, refresh } = parseWith(aiCheckSchema, await readJson(request))
  const allowedHosts = env().AI_CHECK_ALLOWED_HOSTS
  const target = normalizeTarget(domain, toAllowlist(allowedHosts))
  if (refresh) await rateLimit(aiCheckRefreshRateLimit(), clientIp(request))

  // A cached answer carries the permalink of the check that produced it.
  let result = refresh ? null : await readCachedResult(target.domain)
  if (!result) {
    const checked = await checkAsThisSite(domain)
    result = (await recordResult(checked)).result
    await storeResult(result)
  }
  return NextResponse.json({ success: true, message: 'Domain checked successfully', result })
}, checkerShape)

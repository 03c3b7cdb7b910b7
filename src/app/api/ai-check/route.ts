import { NextResponse } from 'next/server'

import { env } from '@/env'
import { readCachedResult, storeResult } from '@/features/ai-visibility/cache'
import { runCheck } from '@/features/ai-visibility/check'
import { CheckError } from '@/features/ai-visibility/errors'
import { toAllowlist } from '@/features/ai-visibility/guard'
import { aiCheckRateLimit } from '@/features/ai-visibility/limits'
import { normalizeTarget } from '@/features/ai-visibility/normalize'
import { ApiError, handle } from '@/lib/http/errors'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIp, parseWith, readJson } from '@/lib/http/request'
import { absoluteUrl } from '@/lib/site'
import { aiCheckSchema } from '@/lib/validation/aiCheck'

export const dynamic = 'force-dynamic'

/** Every failure answers `{success: false, message}` (the client shows the message as is). */
function failure(error: unknown): ApiError {
  if (error instanceof CheckError)
    return new ApiError(error.status, error.message, { success: false })
  if (error instanceof ApiError) {
    // A validation failure's first reason is clearer than the generic 'check the fields'.
    const reasons = error.details?.errors as Record<string, string> | undefined
    const message = (reasons && Object.values(reasons)[0]) || error.message
    return new ApiError(error.status, message, { ...error.details, success: false })
  }
  console.error(error)
  return new ApiError(500, 'Something went wrong on our side. Please try again.', {
    success: false,
  })
}

export const POST = handle(async (request: Request) => {
  try {
    await rateLimit(aiCheckRateLimit(), clientIp(request))
    const { domain } = parseWith(aiCheckSchema, await readJson(request, 4 * 1024))
    const allowedHosts = env().AI_CHECK_ALLOWED_HOSTS
    const target = normalizeTarget(domain, toAllowlist(allowedHosts))

    let result = await readCachedResult(target.domain)
    if (!result) {
      result = await runCheck(domain, {
        allowedHosts,
        userAgent: `AIVisibilityChecker/1.0 (+${absoluteUrl('/ai-checker')})`,
      })
      await storeResult(result)
    }
    return NextResponse.json({ success: true, message: 'Domain checked successfully', result })
  } catch (error) {
    throw failure(error)
  }
})

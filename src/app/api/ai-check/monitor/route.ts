import { NextResponse } from 'next/server'

import { subscribeMonitor } from '@/features/ai-visibility/monitor/subscribe'
import { handle } from '@/lib/http/errors'
import { clientIp, readJson } from '@/lib/http/request'
import { AI_MONITOR_MESSAGES } from '@/lib/validation/aiMonitor'

export const dynamic = 'force-dynamic'

/**
 * Weekly re-checks of a domain for an email address, after a double opt-in. A new and a known
 * address get the same answer: telling them apart would say who watches which site.
 */
export const POST = handle(async (request: Request) => {
  await subscribeMonitor(await readJson(request), clientIp(request))
  return NextResponse.json(
    { success: true, message: AI_MONITOR_MESSAGES.accepted },
    { status: 201 },
  )
})

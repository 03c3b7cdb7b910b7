import { NextResponse } from 'next/server'

import { addToWaitlist } from '@/data/waitlist'
import { aiCheckRateLimit } from '@/features/ai-visibility/limits'
import { handle } from '@/lib/http/errors'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIp, parseWith, readJson } from '@/lib/http/request'
import { waitlistSchema } from '@/lib/validation/waitlist'
import { WAITLIST_MESSAGES } from '@/lib/validation/waitlistMessages'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request: Request) => {
  const client = clientIp(request)
  await rateLimit(aiCheckRateLimit(), client)
  const input = parseWith(waitlistSchema, await readJson(request))
  // A new and a listed address get the same answer: telling them apart would let anyone find
  // out who is on the waitlist. The listed address has its confirmation already.
  await addToWaitlist(input.name, input.email, client)
  return NextResponse.json({ success: true, message: WAITLIST_MESSAGES.added }, { status: 201 })
})

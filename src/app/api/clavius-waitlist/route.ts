import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/data/payload'
import { aiCheckRateLimit } from '@/features/ai-visibility/limits'
import { isConnectionError, withDbRetry } from '@/lib/db/retry'
import { handle } from '@/lib/http/errors'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIp, parseWith, readJson } from '@/lib/http/request'
import { WAITLIST_MESSAGES, waitlistSchema } from '@/lib/validation/waitlist'

export const dynamic = 'force-dynamic'

async function isListed(email: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'waitlist-entries',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

const duplicate = () => NextResponse.json({ success: true, message: WAITLIST_MESSAGES.duplicate })

export const POST = handle(async (request: Request) => {
  await rateLimit(aiCheckRateLimit(), clientIp(request))
  const input = parseWith(waitlistSchema, await readJson(request, 4 * 1024))
  // Entries are stored lowercased, so one lowercase lookup finds a sign-up in any case.
  const email = input.email.toLowerCase()
  const payload = await getPayloadClient()
  // Retried on a lost connection. The unique email makes a repeat harmless: when an earlier
  // attempt of this very request was committed before its connection dropped, the next
  // attempt finds the entry, and the visitor is told they were added (which they were).
  let createLost = false
  const added = await withDbRetry(async () => {
    if (await isListed(email)) return createLost
    try {
      await payload.create({
        collection: 'waitlist-entries',
        data: { name: input.name, email },
        overrideAccess: true,
      })
    } catch (error) {
      if (isConnectionError(error)) {
        createLost = true
        throw error
      }
      // Two sign-ups racing: the unique index lets one in; the other is a duplicate, not an error.
      if (await isListed(email)) return false
      throw error
    }
    // Payload's adapter swallows a failed COMMIT; only an entry read back counts as added.
    if (await isListed(email)) return true
    createLost = true
    throw Object.assign(new Error('The database connection was lost while committing.'), {
      code: 'ECONNRESET',
    })
  })
  if (!added) return duplicate()
  return NextResponse.json({ success: true, message: WAITLIST_MESSAGES.added }, { status: 201 })
})

import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/data/payload'
import { aiCheckRateLimit } from '@/features/ai-visibility/limits'
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
  if (await isListed(email)) return duplicate()
  const payload = await getPayloadClient()
  try {
    await payload.create({
      collection: 'waitlist-entries',
      data: { name: input.name, email },
      overrideAccess: true,
    })
  } catch (error) {
    // Two sign-ups racing: the unique index lets one in; the other is a duplicate, not an error.
    if (await isListed(email)) return duplicate()
    throw error
  }
  return NextResponse.json({ success: true, message: WAITLIST_MESSAGES.added }, { status: 201 })
})

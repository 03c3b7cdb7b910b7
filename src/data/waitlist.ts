import 'server-only'

import { CommitLostError, isConnectionError, withDbRetry } from '@/lib/db/retry'

import { getPayloadClient } from './payload'

async function isListed(email: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'waitlist-entries',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Adds a sign-up unless its address is already listed; true when this request added it.
 * Entries are stored lowercased, so one lowercase lookup finds a sign-up in any case.
 *
 * Retried on a lost connection. The unique email makes a repeat harmless: when an earlier
 * attempt of this very request was committed before its connection dropped, the next attempt
 * finds the entry, and the visitor is told they were added (which they were).
 */
export async function addToWaitlist(name: string, address: string): Promise<boolean> {
  const email = address.toLowerCase()
  const payload = await getPayloadClient()
  let createLost = false
  return withDbRetry(async () => {
    if (await isListed(email)) return createLost
    try {
      await payload.create({
        collection: 'waitlist-entries',
        data: { name, email },
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
    // Only an entry read back counts as added (a failed COMMIT is not reported).
    if (await isListed(email)) return true
    createLost = true
    throw new CommitLostError()
  })
}

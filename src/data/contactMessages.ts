import 'server-only'

import { createHash } from 'node:crypto'

import { inCommittedTransaction } from '@/lib/upstream/committedTransaction'
import { isConnectionError, withDbRetry } from '@/lib/db/retry'
import type { ContactMessageData } from '@/lib/validation/contactMessage'

import { getPayloadClient } from './payload'

/**
 * The key that makes storing an enquiry idempotent: a hash of what was sent and the UTC day.
 * It is stored with the message under a unique index, so the same enquiry sent twice that day
 * (a double click, a visitor retrying after a 503, our own retry after a connection lost right
 * after the commit) is stored once, and every one of those requests is answered with that row.
 */
export function submissionKeyOf(data: ContactMessageData, now = new Date()): string {
  const day = now.toISOString().slice(0, 10)
  return createHash('sha256')
    .update(`${day}\n${JSON.stringify(data)}`)
    .digest('hex')
}

async function findByKey(submissionKey: string): Promise<{ id: number } | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { submissionKey: { equals: submissionKey } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  return docs[0]
}

/**
 * Stores an enquiry (and, in the same transaction, its notification job) exactly once.
 *
 * The answer is decided by the COMMIT: once PostgreSQL acknowledged it, the enquiry is stored
 * and the caller answers 201, whatever the database does next (no read-back that an outage
 * could fail). A lost connection is retried for a few seconds. An attempt whose commit reached
 * the server but whose acknowledgement was lost did store the row; the next attempt then hits
 * the unique key and returns that row instead of inserting again. When the database stays away,
 * DatabaseUnavailableError (503) is thrown; the only stored-yet-503 case left is that lost
 * acknowledgement followed by an outage longer than the retry window, and there the visitor's
 * own retry finds the row by its key and gets 201.
 */
export async function storeContactMessage(data: ContactMessageData): Promise<{ id: number }> {
  const submissionKey = submissionKeyOf(data)
  const payload = await getPayloadClient()
  return withDbRetry(async () => {
    try {
      const doc = await inCommittedTransaction(payload, (req) =>
        payload.create({
          collection: 'contact-messages',
          data: { ...data, status: 'new', submissionKey },
          overrideAccess: true,
          req,
        }),
      )
      return { id: doc.id }
    } catch (error) {
      // A lost connection: the next attempt finds out whether this one was committed.
      if (isConnectionError(error)) throw error
      // The unique key refused a second copy: the first one is the answer.
      const existing = await findByKey(submissionKey)
      if (existing) return existing
      throw error
    }
  })
}

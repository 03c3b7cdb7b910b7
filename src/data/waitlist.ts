import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inCommittedTransaction } from '@/lib/upstream/committedTransaction'
import { withDbRetry } from '@/lib/db/retry'
import { runAfterResponse } from '@/lib/jobs/autorun'
import { senderKey } from '@/lib/outbox/gate'

import { getPayloadClient } from './payload'

/**
 * Adds a sign-up unless its address is already listed. A new and a listed address cost the same,
 * so the time of the answer cannot tell who is on the waitlist: one INSERT ... ON CONFLICT DO
 * NOTHING (the Local API has no insert-or-ignore; a lookup first would take longer for one of
 * the two), then one job queued for either, in the same transaction. The job
 * (jobs/tasks/welcomeWaitlistEntry.ts) announces and confirms only an address this request added.
 * Entries are stored lowercased (as the collection's field hook does), so the unique index finds
 * a sign-up in any case.
 *
 * Retried on a lost connection. The transaction commits the entry with its job, or neither; when
 * an attempt was committed before its connection dropped, the retry finds the address listed and
 * its job asks for nothing more.
 */
export async function addToWaitlist(
  name: string,
  address: string,
  /** The visitor's client address: the outbox counts the confirmation against it. */
  client: string | null = null,
): Promise<void> {
  const email = address.trim().toLowerCase()
  const payload = await getPayloadClient()
  await withDbRetry(() =>
    inCommittedTransaction(payload, async (req, tx) => {
      if (!tx) throw new Error('the waitlist needs PostgreSQL')
      const { rows } = await tx.execute(sql`
        INSERT INTO waitlist_entries (name, email) VALUES (${name}, ${email})
        ON CONFLICT (email) DO NOTHING
        RETURNING id`)
      await payload.jobs.queue({
        task: 'welcomeWaitlistEntry',
        input: { email, added: rows.length > 0, sender: client ? senderKey(client) : null },
        // The Local API's calls take the transaction's id alone, as Payload's own hooks do.
        req: req as PayloadRequest,
      })
    }),
  )
  // Run once the response is out, not at the next look.
  runAfterResponse(payload, ['welcomeWaitlistEntry'])
}

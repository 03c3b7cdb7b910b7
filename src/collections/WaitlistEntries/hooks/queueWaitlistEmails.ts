import type { CollectionAfterChangeHook } from 'payload'

import { runAfterResponse } from '@/lib/jobs/autorun'

import type { WaitlistEntry } from '@/payload-types'

/**
 * Queues the team announcement and the sign-up's confirmation in the transaction that creates
 * the entry (through `req`), so an entry never exists without its jobs.
 */
export const queueWaitlistEmails: CollectionAfterChangeHook<WaitlistEntry> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({
    task: 'notifyTeam',
    input: { collection: 'waitlist-entries', id: doc.id },
    req,
  })
  await req.payload.jobs.queue({ task: 'sendWaitlistConfirmation', input: { id: doc.id }, req })
  // Sent once the response is out (and this transaction committed), not at the next look.
  runAfterResponse(req.payload, ['notifyTeam', 'sendWaitlistConfirmation'])
  return doc
}

import type { CollectionAfterChangeHook } from 'payload'

import { runAfterResponse } from '@/lib/jobs/autorun'

import type { ContactMessage } from '@/payload-types'

/**
 * Queues the team email in the transaction that creates the message (through `req`): if the job
 * cannot be stored the message is not stored either, so a message never exists without its job.
 */
export const queueTeamNotification: CollectionAfterChangeHook<ContactMessage> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({
    task: 'notifyTeam',
    input: { collection: 'contact-messages', id: doc.id },
    req,
  })
  // Sent once the response is out (and this transaction committed), not at the next look.
  runAfterResponse(req.payload, ['notifyTeam'])
  return doc
}

import 'server-only'

import { waitlistTokenId, waitlistTokenMatches } from '@/lib/waitlistLinks'

import { getPayloadClient } from './payload'

/**
 * The waitlist email's unsubscribe link. Opening it only reads (the page shows a button); the
 * button's POST, or the mail client's one-click POST, removes the entry.
 */
export type WaitlistLinkView = 'listed' | 'gone' | 'invalid'

async function entryFor(token: unknown) {
  const id = waitlistTokenId(token)
  if (id === null) return { view: 'invalid' as const }
  const payload = await getPayloadClient()
  const entry = await payload.findByID({
    collection: 'waitlist-entries',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // Removed already (by this link or by the team): whatever the link was, that entry is gone.
  if (!entry) return { view: 'gone' as const }
  if (!waitlistTokenMatches(token as string, entry)) return { view: 'invalid' as const }
  return { view: 'listed' as const, payload, entry }
}

export async function viewWaitlistLink(token: unknown): Promise<WaitlistLinkView> {
  return (await entryFor(token)).view
}

/** Removes the entry the link was made for; 'gone' once it is off the waitlist. */
export async function leaveWaitlist(token: unknown): Promise<'gone' | 'invalid'> {
  const found = await entryFor(token)
  if (found.view !== 'listed') return found.view
  await found.payload.delete({
    collection: 'waitlist-entries',
    id: found.entry.id,
    overrideAccess: true,
  })
  return 'gone'
}

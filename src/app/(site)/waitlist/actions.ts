'use server'

import { redirect } from 'next/navigation'

import { leaveWaitlist } from '@/data/waitlistLinks'
import { WAITLIST_UNSUBSCRIBE_PATH } from '@/lib/waitlistLinks'

/** The button of the waitlist's unsubscribe page, posted with or without JavaScript. */
export async function leaveFromLink(form: FormData): Promise<void> {
  const token = form.get('token')
  const outcome = await leaveWaitlist(token)
  redirect(
    outcome === 'gone'
      ? '/waitlist/left'
      : `${WAITLIST_UNSUBSCRIBE_PATH}/${encodeURIComponent(String(token || 'invalid'))}`,
  )
}

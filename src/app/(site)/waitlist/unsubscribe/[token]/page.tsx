import type { Metadata } from 'next'

import { viewWaitlistLink } from '@/data/waitlistLinks'
import { LinkNotice } from '@/features/ai-visibility/monitor/LinkNotice'
import { WAITLIST_EYEBROW, WAITLIST_GONE } from '@/features/ai-visibility/monitor/linkTexts'

import { leaveFromLink } from '../../actions'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Leave the Clavius waitlist',
  robots: 'noindex, nofollow',
}

type Props = { params: Promise<{ token: string }> }

/**
 * The unsubscribe link of the waitlist's email. Opening it removes nothing: it shows a button
 * whose POST does. (The mail client's one-click POST goes to the List-Unsubscribe route.)
 */
export default async function LeaveWaitlistPage({ params }: Props) {
  const { token } = await params
  const view = await viewWaitlistLink(token)
  if (view === 'listed') {
    return (
      <LinkNotice
        eyebrow={WAITLIST_EYEBROW}
        title="Leave the Clavius waitlist?"
        text="We will remove your address from the waitlist and not email you when Clavius launches."
        action={{ run: leaveFromLink, token, label: 'Leave the waitlist' }}
      />
    )
  }
  if (view === 'gone') return <LinkNotice eyebrow={WAITLIST_EYEBROW} {...WAITLIST_GONE} />
  return (
    <LinkNotice
      eyebrow={WAITLIST_EYEBROW}
      title="This link does not work"
      text="The link is incomplete or no longer valid. Open it again from the email, copying the whole address, or reply to the email and we will remove you."
    />
  )
}

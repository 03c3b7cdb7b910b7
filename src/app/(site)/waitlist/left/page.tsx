import type { Metadata } from 'next'

import { LinkNotice } from '@/features/ai-visibility/monitor/LinkNotice'
import { WAITLIST_EYEBROW, WAITLIST_GONE } from '@/features/ai-visibility/monitor/linkTexts'

export const metadata: Metadata = { title: WAITLIST_GONE.title, robots: 'noindex, nofollow' }

/** Where the waitlist's unsubscribe button leads. */
export default function LeftWaitlistPage() {
  return <LinkNotice eyebrow={WAITLIST_EYEBROW} {...WAITLIST_GONE} />
}

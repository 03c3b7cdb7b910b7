import type { Metadata } from 'next'

import { LinkNotice } from '@/features/ai-visibility/monitor/LinkNotice'
import {
  checkerFor,
  MONITOR_EYEBROW,
  MONITOR_OUTCOMES,
} from '@/features/ai-visibility/monitor/linkTexts'
import { viewConfirmLink } from '@/features/ai-visibility/monitor/manage'

import { confirmFromLink } from '../../actions'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm weekly checks',
  robots: 'noindex, nofollow',
}

type Props = { params: Promise<{ token: string }> }

/**
 * The confirm link of the sign-up email. Opening it confirms nothing (mail scanners open
 * links): it shows the site and a button whose POST confirms.
 */
export default async function ConfirmMonitorPage({ params }: Props) {
  const { token } = await params
  const view = await viewConfirmLink(token)
  if (view.state === 'ready') {
    return (
      <LinkNotice
        eyebrow={MONITOR_EYEBROW}
        title="Confirm weekly checks"
        text={
          <>
            We will re-check <strong className="text-ink-950">{view.domain}</strong> every week and
            email you when its AI visibility drops or an AI crawler gets refused.
          </>
        }
        action={{
          run: confirmFromLink,
          token,
          label: 'Confirm weekly checks',
          note: 'Nothing is sent until you confirm. Every email has a link to unsubscribe.',
        }}
      />
    )
  }
  const outcome = MONITOR_OUTCOMES[view.state]
  return (
    <LinkNotice
      eyebrow={MONITOR_EYEBROW}
      title={outcome.title}
      text={outcome.text}
      back={view.state === 'expired' ? checkerFor(view.domain) : undefined}
    />
  )
}

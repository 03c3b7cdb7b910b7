import type { Metadata } from 'next'

import { LinkNotice } from '@/features/ai-visibility/monitor/LinkNotice'
import { MONITOR_EYEBROW, MONITOR_OUTCOMES } from '@/features/ai-visibility/monitor/linkTexts'
import { viewUnsubscribeLink } from '@/features/ai-visibility/monitor/manage'

import { unsubscribeFromLink } from '../../actions'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Unsubscribe from weekly checks',
  robots: 'noindex, nofollow',
}

type Props = { params: Promise<{ token: string }> }

/**
 * The unsubscribe link of every monitor email. Opening it unsubscribes nothing: it shows the
 * site and a button whose POST unsubscribes. (The mail client's one-click POST goes to the
 * route of the List-Unsubscribe header.)
 */
export default async function UnsubscribeMonitorPage({ params }: Props) {
  const { token } = await params
  const view = await viewUnsubscribeLink(token)
  if (view.state === 'ready') {
    return (
      <LinkNotice
        eyebrow={MONITOR_EYEBROW}
        title="Stop the weekly checks?"
        text={
          <>
            You will get no more emails about{' '}
            <strong className="text-ink-950">{view.domain}</strong>.
          </>
        }
        action={{ run: unsubscribeFromLink, token, label: 'Unsubscribe' }}
      />
    )
  }
  const outcome = MONITOR_OUTCOMES[view.state === 'unsubscribed' ? 'unsubscribed' : 'invalid']
  return <LinkNotice eyebrow={MONITOR_EYEBROW} title={outcome.title} text={outcome.text} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LinkNotice } from '@/features/ai-visibility/monitor/LinkNotice'
import {
  MONITOR_EYEBROW,
  MONITOR_OUTCOMES,
  type MonitorOutcome,
} from '@/features/ai-visibility/monitor/linkTexts'

/** What a monitor email's button led to: the confirm and unsubscribe buttons redirect here. */
export const dynamicParams = false

export function generateStaticParams(): { outcome: MonitorOutcome }[] {
  return (Object.keys(MONITOR_OUTCOMES) as MonitorOutcome[]).map((outcome) => ({ outcome }))
}

type Props = { params: Promise<{ outcome: string }> }

function outcomeOf(value: string) {
  return Object.hasOwn(MONITOR_OUTCOMES, value) ? MONITOR_OUTCOMES[value as MonitorOutcome] : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = outcomeOf((await params).outcome)
  return { title: found?.title ?? 'AI Visibility Checker', robots: 'noindex, nofollow' }
}

export default async function MonitorOutcomePage({ params }: Props) {
  const found = outcomeOf((await params).outcome)
  if (!found) notFound()
  return <LinkNotice eyebrow={MONITOR_EYEBROW} title={found.title} text={found.text} />
}

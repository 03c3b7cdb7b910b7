import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { buttonClasses } from '@/components/ui/button'

/** What a monitor email's link led to: its confirm and unsubscribe handlers redirect here. */
const OUTCOMES = {
  confirmed: {
    title: 'Monitoring confirmed',
    text: 'We will re-check the site every week and email you when its AI visibility drops or an AI crawler gets refused. Every email has a link to unsubscribe.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You will get no more emails about this site. You can sign up again under the results of the checker at any time.',
  },
  invalid: {
    title: 'This link does not work',
    text: 'The link is incomplete or no longer valid. Open it again from the email, copying the whole address, or sign up again under the results of the checker.',
  },
} as const

type Outcome = keyof typeof OUTCOMES

export const dynamicParams = false

export function generateStaticParams(): { outcome: Outcome }[] {
  return (Object.keys(OUTCOMES) as Outcome[]).map((outcome) => ({ outcome }))
}

type Props = { params: Promise<{ outcome: string }> }

function outcomeOf(value: string) {
  return Object.hasOwn(OUTCOMES, value) ? OUTCOMES[value as Outcome] : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = outcomeOf((await params).outcome)
  return { title: found?.title ?? 'AI Visibility Checker', robots: 'noindex, nofollow' }
}

export default async function MonitorOutcomePage({ params }: Props) {
  const found = outcomeOf((await params).outcome)
  if (!found) notFound()
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">
          AI visibility monitoring
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
          {found.title}
        </h1>
        <p className="mt-4 max-w-lg text-lg text-pretty text-ink-600">{found.text}</p>
        <Link href="/ai-checker" className={buttonClasses('primary', 'lg', 'mt-10')}>
          Back to the checker
        </Link>
      </div>
    </section>
  )
}

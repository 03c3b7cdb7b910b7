import { AudienceTabs } from '@/components/pages/coaching/AudienceTabs.client'
import { CtaBand } from '@/components/pages/CtaBand'
import { Card, Section, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import {
  COACHING_AUDIENCES,
  COACHING_FAQ,
  COACHING_NOT_FOR,
  COACHING_PAGE,
  COACHING_SESSION_OPTIONS,
} from '@/content/coaching'
import { formatGbp } from '@/content/offers'

const { audience, notFor, sessionOptions, faq, schedule, teams } = COACHING_PAGE

export function AudienceSection() {
  return (
    <Section id="audience" eyebrow={audience.eyebrow} title={audience.title} lead={audience.lead}>
      <AudienceTabs audiences={COACHING_AUDIENCES} />
    </Section>
  )
}

export function NotForSection() {
  return (
    <Section id="not-for" tone="muted">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id="not-for-title" className="text-3xl font-bold tracking-tight text-ink-950">
            {notFor.title}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{notFor.lead}</p>
          <ul className="mt-8 space-y-4">
            {COACHING_NOT_FOR.map((item) => (
              <li key={item} className="flex gap-3 text-ink-800">
                <svg
                  aria-hidden
                  viewBox="0 0 20 20"
                  className="mt-0.5 size-5 shrink-0 text-red-600"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M5 5l10 10M15 5L5 15" />
                </svg>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="session-options" className="text-3xl font-bold tracking-tight text-ink-950">
            {sessionOptions.title}
          </h2>
          <ul className="mt-8 space-y-4">
            {COACHING_SESSION_OPTIONS.map((option) => (
              <Card as="li" key={option.title} className="p-6 sm:p-6">
                <h3 className="font-semibold text-ink-950">{option.title}</h3>
                <p className="mt-1.5 text-ink-600">{option.text}</p>
              </Card>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}

export function FaqSection() {
  return (
    <Section id="faq" eyebrow={faq.eyebrow} title={faq.title}>
      <dl className="grid gap-6 md:grid-cols-2">
        {COACHING_FAQ.map((item) => (
          <div key={item.question} className="rounded-2xl border border-ink-200 p-6">
            <dt className="font-semibold text-ink-950">{item.question}</dt>
            <dd className="mt-2 text-ink-600">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function ScheduleSection({
  schedulingUrl,
  singlePrice,
}: {
  schedulingUrl: string
  /** The price of one coaching session. */
  singlePrice: number
}) {
  return (
    <CtaBand
      id="schedule"
      headingId="schedule-title"
      className="scroll-mt-20 bg-ink-950 py-20 text-white sm:py-28"
      title={schedule.title}
      actions={
        <a href={schedulingUrl} {...external} className={buttonClasses('primary', 'lg')}>
          {schedule.book}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      }
    >
      {schedule.text(formatGbp(singlePrice))}
    </CtaBand>
  )
}

export function TeamsSection({ teamEmail }: { teamEmail: string }) {
  return (
    <section aria-labelledby="teams-title" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="teams-title" className="text-2xl font-bold text-ink-950">
              {teams.title}
            </h2>
            <p className="mt-2 text-ink-600">{teams.text}</p>
          </div>
          <a
            href={`mailto:${teamEmail}?subject=${encodeURIComponent(teams.subject)}`}
            className={buttonClasses('secondary', 'md', 'w-full shrink-0 sm:w-auto')}
          >
            {teams.email(teamEmail)}
          </a>
        </div>
      </div>
    </section>
  )
}

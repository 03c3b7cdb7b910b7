import Link from 'next/link'

import { CtaBand } from '@/components/pages/CtaBand'
import { PlanCard } from '@/components/pages/plans/PlanCard'
import { Card, PageHero, Section, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { AI_VISIBILITY, STORIES, TIMELINE } from '@/content/aiVisibility'
import { rowKey, type AiVisibilityPlan } from '@/lib/offers'

const { hero, timeline, stories, pricing, closing } = AI_VISIBILITY

export function AiVisibilityHero({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={
        <>
          {hero.title} <span className="text-gradient">{hero.highlight}</span>
        </>
      }
      lead={hero.lead}
    >
      <Link href="/ai-checker" className={buttonClasses('primary', 'lg')}>
        {hero.check}
      </Link>
      <a href={schedulingUrl} {...external} className={buttonClasses('light', 'lg')}>
        {hero.book}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </PageHero>
  )
}

export function TimelineSection() {
  return (
    <Section id="timeline" eyebrow={timeline.eyebrow} title={timeline.title} lead={timeline.lead}>
      <ol className="relative grid gap-8 md:grid-cols-4 md:gap-6">
        <span
          aria-hidden
          className="absolute left-5 top-5 hidden h-0.5 w-[calc(75%+18px)] bg-gradient-to-r from-ink-200 via-brand-300 to-brand-600 md:block"
        />
        {TIMELINE.map((step, index) => (
          <li key={step.title} className="relative flex gap-4 md:block">
            <span
              className={`relative grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold ring-4 ring-white ${index === TIMELINE.length - 1 ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-700'}`}
            >
              {index + 1}
            </span>
            <div className="md:mt-5">
              <p className="text-sm font-semibold text-brand-700">{step.period}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink-950">{step.title}</h3>
              <p className="mt-2 text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}

export function StoriesSection() {
  return (
    <Section
      id="stories"
      tone="muted"
      eyebrow={stories.eyebrow}
      title={stories.title}
      lead={stories.lead}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {STORIES.map((story) => (
          <Card as="li" key={story.industry}>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {story.industry}
            </p>
            <p className="mt-3 text-lg font-medium text-ink-950">{story.question}</p>
            <p className="mt-3 text-ink-600">{story.text}</p>
          </Card>
        ))}
      </ul>
    </Section>
  )
}

export function PricingSection({
  plans,
  planHref,
}: {
  plans: AiVisibilityPlan[]
  planHref: (key: string) => string
}) {
  return (
    <Section id="pricing" eyebrow={pricing.eyebrow} title={pricing.title} lead={pricing.lead}>
      <ul className="grid items-stretch gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={rowKey(plan)} plan={plan} href={planHref(rowKey(plan))} />
        ))}
      </ul>
      <dl className="mt-14 grid gap-6 sm:grid-cols-2">
        {pricing.promises.map((promise) => (
          <div
            key={promise.label}
            className="rounded-2xl bg-ink-950 p-8 text-white"
            data-theme="dark"
          >
            <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">
              {promise.label}
            </dt>
            <dd className="mt-2 text-3xl font-bold">{promise.title}</dd>
            <dd className="mt-2 text-ink-200">{promise.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function ClosingCta({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <CtaBand
      headingId="ai-visibility-cta"
      className="bg-gradient-to-br from-brand-800 via-brand-900 to-ink-950 py-20 text-white sm:py-24"
      textClassName="text-brand-100"
      actionsClassName="mt-10 flex flex-col justify-center gap-3 sm:flex-row"
      title={closing.title}
      actions={
        <>
          <Link
            href="/ai-checker"
            // The white button of this dark band; the primary look would not stand out on brand blue.
            className="inline-flex h-12 items-center justify-center rounded-full bg-white px-6 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
          >
            {closing.check}
          </Link>
          <a href={schedulingUrl} {...external} className={buttonClasses('light', 'lg')}>
            {closing.book}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      }
    >
      {closing.text}
    </CtaBand>
  )
}

import Link from 'next/link'

import { CtaBand } from '@/components/pages/CtaBand'
import { PlanCard } from '@/components/pages/plans/PlanCard'
import { Card, PageHero, Section, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { AI_VISIBILITY_CLAIMS } from '@/content/offers'
import { rowKey, type AiVisibilityPlan } from '@/lib/offers'

const TIMELINE = [
  {
    period: 'The 2000s',
    title: 'Search engines',
    text: 'Customers typed keywords and scanned ten blue links. Ranking on page one was the whole game.',
  },
  {
    period: 'The 2010s',
    title: 'Mobile, maps and reviews',
    text: 'Local listings and star ratings decided who got the call. Being on the map mattered as much as the website.',
  },
  {
    period: 'Today',
    title: 'AI assistants answer directly',
    text: 'People ask ChatGPT, Claude, Perplexity or Gemini and get one answer with a handful of names. There is no page two.',
  },
  {
    period: 'Your next step',
    title: 'Become the business AI recommends',
    text: 'Let AI crawlers in, describe your business in structured data they trust, and keep watching how they describe you.',
  },
]

const STORIES = [
  {
    industry: 'Professional services',
    question: '“Which accountants near me specialise in small limited companies?”',
    text: 'We publish your services, sectors and locations as structured data and a clear llms.txt, so assistants can match you to specific questions rather than generic ones.',
  },
  {
    industry: 'Healthcare and clinics',
    question: '“Is there a dentist open on Saturdays that takes new patients?”',
    text: 'Opening hours, treatments and booking links become machine-readable facts, so AI answers stop guessing and start sending patients to you.',
  },
  {
    industry: 'E-commerce',
    question: '“What is the best eco-friendly running shoe under £100?”',
    text: 'Product data, prices and reviews are marked up for AI shopping answers, and crawlers are allowed to read the pages that sell.',
  },
  {
    industry: 'Trades and local services',
    question: '“Who can fit a heat pump in my area this month?”',
    text: 'Service areas, accreditations and real customer reviews are made visible to assistants that now handle local searches.',
  },
]

export function AiVisibilityHero({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <PageHero
      eyebrow="AI visibility optimisation"
      title={
        <>
          Be the business <span className="text-gradient">AI recommends</span>
        </>
      }
      lead="When customers ask ChatGPT, Claude, Perplexity or Gemini who to trust, make sure your business is part of the answer. We make your site readable, quotable and recommended by AI assistants."
    >
      <Link href="/ai-checker" className={buttonClasses('primary', 'lg')}>
        Check your site free
      </Link>
      <a href={schedulingUrl} {...external} className={buttonClasses('light', 'lg')}>
        Book a call
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </PageHero>
  )
}

export function TimelineSection() {
  return (
    <Section
      id="timeline"
      eyebrow="Why now"
      title="How customers find businesses has changed"
      lead="Each shift rewarded the businesses that moved first. AI assistants are the biggest shift yet."
    >
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
      eyebrow="Industry stories"
      title="The questions your customers are already asking AI"
      lead="Every industry has its own questions. Here is what we change so the answer includes you."
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
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Plans for every stage"
      lead="Start free with a visibility check, then let us do the work when you are ready."
    >
      <ul className="grid items-stretch gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={rowKey(plan)} plan={plan} href={planHref(rowKey(plan))} />
        ))}
      </ul>
      <dl className="mt-14 grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl bg-ink-950 p-8 text-white" data-theme="dark">
          <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">Set up</dt>
          <dd className="mt-2 text-3xl font-bold">
            Set up in {AI_VISIBILITY_CLAIMS.setupMinutes} minutes
          </dd>
          <dd className="mt-2 text-ink-200">
            Tell us your domain and answer a few questions. No technical skills needed.
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-950 p-8 text-white" data-theme="dark">
          <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">Go live</dt>
          <dd className="mt-2 text-3xl font-bold">
            Live in {AI_VISIBILITY_CLAIMS.liveWithinHours} hours
          </dd>
          <dd className="mt-2 text-ink-200">
            Your AI-ready data and crawler settings are in place within a day.
          </dd>
        </div>
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
      title="See how AI sees your business today"
      actions={
        <>
          <Link
            href="/ai-checker"
            // The white button of this dark band; the primary look would not stand out on brand blue.
            className="inline-flex h-12 items-center justify-center rounded-full bg-white px-6 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
          >
            Try the free checker
          </Link>
          <a href={schedulingUrl} {...external} className={buttonClasses('light', 'lg')}>
            Book a call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      }
    >
      Run our free AI Visibility Checker for a score and a list of fixes, or talk it through with us
      on a 30-minute call.
    </CtaBand>
  )
}

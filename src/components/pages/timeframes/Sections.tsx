import Link from 'next/link'

import { DataTable } from '@/components/pages/DataTable'
import { Card, CheckList, PageHero, Section, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import {
  AI_VISIBILITY_CLAIMS,
  BESPOKE_INCLUDES,
  PLAN_CADENCE,
  PROMISES,
  formatGbp,
} from '@/content/offers'
import { rowKey, type BespokeSolution, type Plan } from '@/lib/offers'

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`
const AGREED = 'Agreed on the call'

const START = [
  {
    when: `Within ${PROMISES.replyWithinHours} hours`,
    title: 'We reply',
    text: 'Send us a message or a request and a real person answers with next steps.',
  },
  {
    when: `${PROMISES.consultationMinutes} minutes`,
    title: 'Discovery call',
    text: 'We agree what to build, who it is for and what success looks like.',
  },
  {
    when: `Within ${PROMISES.prototypeWithinHours} hours`,
    title: 'Working prototype',
    text: 'You get a working prototype you can click through, not a slide deck.',
  },
  {
    when: 'Your decision',
    title: 'Pay only if approved',
    text: 'If the prototype is not what you need, you walk away and owe nothing.',
  },
]

export function TimeframesHero({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <PageHero
      eyebrow="Timeframes"
      title={
        <>
          What you get, <span className="text-gradient">and when</span>
        </>
      }
      lead={`No open-ended projects. Every engagement starts with a working prototype within ${PROMISES.prototypeWithinHours} hours, and you pay only if you approve it. Here is the rhythm after that.`}
    >
      <a href={schedulingUrl} {...external} className={buttonClasses('primary', 'lg')}>
        Book a call
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Link href="/work-with-us" className={buttonClasses('light', 'lg')}>
        See plans
      </Link>
    </PageHero>
  )
}

export function PrototypeSection() {
  return (
    <Section
      id="prototype"
      eyebrow="Every project"
      title={`A working prototype within ${PROMISES.prototypeWithinHours} hours`}
      lead="Whatever you ask us to build, the first days look the same."
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {START.map((step, index) => (
          <Card as="li" key={step.title} className="p-6 sm:p-6">
            <p className="text-sm font-semibold text-brand-700">
              <span className="sr-only">Step {index + 1}: </span>
              {step.when}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-ink-950">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.text}</p>
          </Card>
        ))}
      </ol>
    </Section>
  )
}

export function PlansSection({ plans }: { plans: Plan[] }) {
  return (
    <Section
      id="plans"
      tone="muted"
      eyebrow="Monthly plans"
      title="The cadence of Core and Growth"
      lead="Monthly plans run month to month, with a fixed number of hours and a steady meeting rhythm."
    >
      <ul className="grid gap-6 lg:grid-cols-2">
        {plans.map((plan) => (
          <Card
            as="li"
            key={rowKey(plan)}
            className={plan.mostPopular ? 'border-2 border-brand-500' : undefined}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-2xl font-bold text-ink-950">{plan.name}</h3>
              <p className="text-ink-600">
                <span className="text-2xl font-bold text-ink-950">{formatGbp(plan.price)}</span>
                /month
              </p>
            </div>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                  Hours
                </dt>
                <dd className="mt-1 font-semibold text-ink-950">
                  {plan.hoursPerMonth ? `${plan.hoursPerMonth} hours a month` : AGREED}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                  Meetings
                </dt>
                <dd className="mt-1 font-semibold text-ink-950">
                  {PLAN_CADENCE[rowKey(plan)]?.meetings ?? AGREED}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                  Access
                </dt>
                <dd className="mt-1 font-semibold text-ink-950">
                  {PLAN_CADENCE[rowKey(plan)]?.response ?? AGREED}
                </dd>
              </div>
            </dl>
            <CheckList className="mt-6 text-ink-800" items={plan.features ?? []} />
          </Card>
        ))}
      </ul>
    </Section>
  )
}

export function BespokeSection({ solutions }: { solutions: BespokeSolution[] }) {
  return (
    <Section
      id="bespoke"
      eyebrow="Bespoke solutions"
      title="Delivery times for bespoke solutions"
      lead={`Counted from the day you approve the prototype. ${BESPOKE_INCLUDES}.`}
    >
      <DataTable
        caption="Bespoke solutions, prices and delivery times"
        columns={[
          { label: 'Solution', className: 'px-4 py-3 sm:px-6' },
          { label: 'Price', className: 'px-4 py-3 sm:px-6' },
          { label: 'Delivery', className: 'px-4 py-3 sm:px-6' },
        ]}
        frameClassName="overflow-hidden rounded-[var(--radius-card)] border border-ink-200 shadow-[var(--shadow-card)]"
        tableClassName="w-full text-left"
        headClassName="bg-ink-50 text-xs uppercase tracking-wide text-ink-600"
        bodyClassName="divide-y divide-ink-200 bg-white"
      >
        {solutions.map((solution) => (
          <tr key={solution.name}>
            <th scope="row" className="px-4 py-4 font-semibold text-ink-950 sm:px-6">
              {solution.name}
              <span className="mt-0.5 hidden text-sm font-normal text-ink-600 md:block">
                {solution.description}
              </span>
            </th>
            <td className="px-4 py-4 text-ink-800 sm:px-6">{formatGbp(solution.price)}</td>
            <td className="px-4 py-4 whitespace-nowrap text-ink-800 sm:px-6">
              {solution.deliveryWeeks ? weeks(solution.deliveryWeeks) : AGREED}
            </td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

export function AiVisibilitySection() {
  return (
    <Section
      id="ai-visibility"
      tone="dark"
      eyebrow="AI visibility"
      title={`AI visibility, live within ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours`}
    >
      <dl className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-white/10 bg-white/5 p-8">
          <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">Set up</dt>
          <dd className="mt-2 text-3xl font-bold">{AI_VISIBILITY_CLAIMS.setupMinutes} minutes</dd>
          <dd className="mt-2 text-ink-200">
            Your domain and a few answers about your business. That is all we need.
          </dd>
        </div>
        <div className="rounded-2xl border border-white/10 bg-white/5 p-8">
          <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">Live</dt>
          <dd className="mt-2 text-3xl font-bold">
            Within {AI_VISIBILITY_CLAIMS.liveWithinHours} hours
          </dd>
          <dd className="mt-2 text-ink-200">
            AI-ready structured data and crawler settings in place and monitored.
          </dd>
        </div>
      </dl>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href="/ai-visibility" className={buttonClasses('primary', 'lg')}>
          Explore AI visibility
        </Link>
        <Link href="/ai-checker" className={buttonClasses('light', 'lg')}>
          Run the free checker
        </Link>
      </div>
    </Section>
  )
}

import Link from 'next/link'

import { DataTable } from '@/components/pages/DataTable'
import { Card, CheckList, PageHero, Section, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { PLAN_CADENCE, formatGbp } from '@/content/offers'
import { START, TIMEFRAMES } from '@/content/timeframes'
import { rowKey, type BespokeSolution, type Plan } from '@/lib/offers'

const { hero, prototype, plans: plansCopy, bespoke, aiVisibility } = TIMEFRAMES

export function TimeframesHero({ schedulingUrl }: { schedulingUrl: string }) {
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
      <a href={schedulingUrl} {...external} className={buttonClasses('primary', 'lg')}>
        {hero.book}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Link href="/work-with-us" className={buttonClasses('light', 'lg')}>
        {hero.seePlans}
      </Link>
    </PageHero>
  )
}

export function PrototypeSection() {
  return (
    <Section
      id="prototype"
      eyebrow={prototype.eyebrow}
      title={prototype.title}
      lead={prototype.lead}
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
      eyebrow={plansCopy.eyebrow}
      title={plansCopy.title}
      lead={plansCopy.lead}
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
                  {plansCopy.hours}
                </dt>
                <dd className="mt-1 font-semibold text-ink-950">
                  {plan.hoursPerMonth
                    ? plansCopy.hoursPerMonth(plan.hoursPerMonth)
                    : TIMEFRAMES.agreed}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                  {plansCopy.meetings}
                </dt>
                <dd className="mt-1 font-semibold text-ink-950">
                  {PLAN_CADENCE[rowKey(plan)]?.meetings ?? TIMEFRAMES.agreed}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                  {plansCopy.access}
                </dt>
                <dd className="mt-1 font-semibold text-ink-950">
                  {PLAN_CADENCE[rowKey(plan)]?.response ?? TIMEFRAMES.agreed}
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
    <Section id="bespoke" eyebrow={bespoke.eyebrow} title={bespoke.title} lead={bespoke.lead}>
      <DataTable
        caption={bespoke.caption}
        columns={bespoke.columns.map((label) => ({ label, className: 'px-4 py-3 sm:px-6' }))}
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
              {solution.deliveryWeeks ? bespoke.weeks(solution.deliveryWeeks) : TIMEFRAMES.agreed}
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
      eyebrow={aiVisibility.eyebrow}
      title={aiVisibility.title}
    >
      <dl className="grid gap-6 sm:grid-cols-2">
        {aiVisibility.promises.map((promise) => (
          <div key={promise.label} className="rounded-2xl border border-white/10 bg-white/5 p-8">
            <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">
              {promise.label}
            </dt>
            <dd className="mt-2 text-3xl font-bold">{promise.title}</dd>
            <dd className="mt-2 text-ink-200">{promise.text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href="/ai-visibility" className={buttonClasses('primary', 'lg')}>
          {aiVisibility.explore}
        </Link>
        <Link href="/ai-checker" className={buttonClasses('light', 'lg')}>
          {aiVisibility.check}
        </Link>
      </div>
    </Section>
  )
}

import { BespokeGrid } from '@/components/Pricing/BespokeGrid'
import { PlanCards } from '@/components/Pricing/PlanCards'
import { NumberedSteps } from '@/components/pages/NumberedSteps'
import { buttonClasses } from '@/components/ui/button'
import { WORK_WITH_US } from '@/content/workWithUs'
import type { BespokeSolution, Plan } from '@/lib/offers'

const { hero, plans: plansCopy, bespoke, steps } = WORK_WITH_US

export function WorkWithUsHero({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <section className="relative isolate overflow-hidden border-b border-ink-100">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className="container-page py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {hero.eyebrow}
        </p>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-950 sm:text-6xl">
          {hero.title} <span className="text-brand-600">{hero.highlight}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-600 sm:text-xl">
          {hero.lead}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'lg')}
          >
            {hero.book}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href="#plans" className={buttonClasses('outline', 'lg')}>
            {hero.seePlans}
          </a>
        </div>
      </div>
    </section>
  )
}

export function PlansSection({ plans, schedulingUrl }: { plans: Plan[]; schedulingUrl: string }) {
  return (
    <section
      id="plans"
      aria-labelledby="plans-title"
      className="scroll-mt-24 bg-ink-50 py-20 sm:py-28"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="plans-title"
            className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl"
          >
            {plansCopy.title}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{plansCopy.lead}</p>
        </div>
        <PlanCards
          plans={plans}
          variant="work-with-us"
          schedulingUrl={schedulingUrl}
          className="mt-16"
        />
      </div>
    </section>
  )
}

export function BespokeSection({
  solutions,
  schedulingUrl,
}: {
  solutions: BespokeSolution[]
  schedulingUrl: string
}) {
  return (
    <section id="bespoke" aria-labelledby="bespoke-title" className="scroll-mt-24 py-20 sm:py-28">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="bespoke-title"
            className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl"
          >
            {bespoke.title}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{bespoke.lead}</p>
        </div>
        <BespokeGrid
          solutions={solutions}
          variant="work-with-us"
          schedulingUrl={schedulingUrl}
          className="mt-14"
        />
      </div>
    </section>
  )
}

export function StepsSection({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <section aria-labelledby="steps-title" className="pb-24">
      <div className="container-page">
        <div className="rounded-3xl bg-ink-950 px-6 py-14 text-white sm:px-12" data-theme="dark">
          <h2
            id="steps-title"
            className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {steps.title}
          </h2>
          <NumberedSteps
            steps={steps.items}
            className="mt-10 grid gap-8 md:grid-cols-3"
            itemClassName="text-center"
            badgeClassName="mx-auto grid size-10 place-items-center rounded-full bg-white/10 font-bold text-accent-300"
          />
          <div className="mt-10 text-center">
            <a
              href={schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('light', 'lg')}
            >
              {steps.book}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}

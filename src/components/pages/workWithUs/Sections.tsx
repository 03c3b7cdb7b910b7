import { BespokeGrid } from '@/components/Pricing/BespokeGrid'
import { PlanCards } from '@/components/Pricing/PlanCards'
import { NumberedSteps } from '@/components/pages/NumberedSteps'
import { buttonClasses } from '@/components/ui/button'
import { BESPOKE_INCLUDES } from '@/content/offers'
import type { BespokeSolution, Plan } from '@/lib/offers'

const STEPS = [
  {
    title: 'Discovery call',
    text: 'Thirty minutes to understand your goals and where AI can help most.',
  },
  {
    title: 'Plan and prototype',
    text: 'A clear scope, then a working prototype you can click through.',
  },
  { title: 'Build and support', text: 'We ship, train your team and stay on hand as you grow.' },
]

export function WorkWithUsHero({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <section className="relative isolate overflow-hidden border-b border-ink-100">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className="container-page py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          Work with us
        </p>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-950 sm:text-6xl">
          Your AI team, <span className="text-brand-600">on demand</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-600 sm:text-xl">
          Pick a monthly plan for ongoing ideation and development, or a bespoke solution built
          around how your business works. Either way, you work directly with the people building it.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'lg')}
          >
            Book discovery call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href="#plans" className={buttonClasses('outline', 'lg')}>
            See plans
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
            Monthly plans
          </h2>
          <p className="mt-4 text-lg text-ink-600">
            A steady partnership with hours you can use on strategy, prototypes and production work.
          </p>
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
            Bespoke solutions
          </h2>
          <p className="mt-4 text-lg text-ink-600">
            {BESPOKE_INCLUDES}. Choose one to ask us about it.
          </p>
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
            How working together looks
          </h2>
          <NumberedSteps
            steps={STEPS}
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
              Book a call
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}

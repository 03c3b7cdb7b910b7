import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { BespokeGrid } from '@/components/Pricing/BespokeGrid'
import { PlanCards } from '@/components/Pricing/PlanCards'
import { buttonClasses } from '@/components/ui/button'
import { BESPOKE_INCLUDES, BESPOKE_SOLUTIONS, PLANS, formatGbp } from '@/content/offers'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, offer, offerCatalog, service } from '@/lib/seo/structuredData'

// Reads the scheduling link from SiteSettings.
export const revalidate = 60

const TITLE = 'Work with us'
const lowestBespoke = Math.min(...BESPOKE_SOLUTIONS.map((solution) => solution.price))
const DESCRIPTION = `Monthly AI development plans from ${formatGbp(PLANS[0]!.price)} a month, and bespoke portals, CRM, intranets and dashboards from ${formatGbp(lowestBespoke)}, each with setup, training and 30 days of support.`

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/work-with-us',
  keywords: [
    'AI development partner',
    'AI agency UK',
    'bespoke business tools',
    'client portal',
    'CRM development',
    'AI consultancy plans',
  ],
})

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

export default async function WorkWithUsPage() {
  const settings = await getSiteSettings()
  const structured = [
    service({
      name: 'AI development partnership',
      description: 'Monthly AI strategy, ideation and development with a dedicated team.',
      path: '/work-with-us',
      serviceType: 'AI software development',
      offers: PLANS.map((plan) =>
        offer(`${plan.name} plan`, plan.price, { description: plan.description }),
      ),
    }),
    breadcrumb([['Work with us', '/work-with-us']]),
    offerCatalog(),
  ]

  return (
    <>
      <JsonLd data={structured} />
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
            around how your business works. Either way, you work directly with the people building
            it.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <a
              href={settings.schedulingUrl}
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
              A steady partnership with hours you can use on strategy, prototypes and production
              work.
            </p>
          </div>
          <PlanCards
            variant="work-with-us"
            schedulingUrl={settings.schedulingUrl}
            className="mt-16"
          />
        </div>
      </section>

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
            variant="work-with-us"
            schedulingUrl={settings.schedulingUrl}
            className="mt-14"
          />
        </div>
      </section>

      <section aria-labelledby="steps-title" className="pb-24">
        <div className="container-page">
          <div className="rounded-3xl bg-ink-950 px-6 py-14 text-white sm:px-12" data-theme="dark">
            <h2
              id="steps-title"
              className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
            >
              How working together looks
            </h2>
            <ol className="mt-10 grid gap-8 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="text-center">
                  <span className="mx-auto grid size-10 place-items-center rounded-full bg-white/10 font-bold text-accent-300">
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 text-sm text-ink-200">{step.text}</p>
                </li>
              ))}
            </ol>
            <div className="mt-10 text-center">
              <a
                href={settings.schedulingUrl}
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
    </>
  )
}

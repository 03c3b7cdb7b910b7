import { BespokeGrid } from '@/components/Pricing/BespokeGrid'
import { PlanCards } from '@/components/Pricing/PlanCards'
import { HOME } from '@/content/home'
import { BESPOKE_INCLUDES } from '@/content/offers'
import type { Offer } from '@/payload-types'

const { pricing } = HOME

/**
 * Plans and bespoke solutions on a light band: the shared cards are designed for a light
 * surface, and the band gives the long dark page a change of rhythm.
 */
export function PricingSection({
  offers,
  schedulingUrl,
}: {
  offers: Offer
  schedulingUrl: string
}) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="defer-render scroll-mt-24 bg-ink-50 py-20 text-ink-900 sm:py-28"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {pricing.eyebrow}
          </p>
          <h2
            id="pricing-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {pricing.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-600">{pricing.lead}</p>
        </div>
        <PlanCards
          plans={offers.plans}
          variant="home"
          schedulingUrl={schedulingUrl}
          className="mt-14"
        />

        <div className="mx-auto mt-24 max-w-2xl text-center">
          <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {pricing.bespokeTitle}
          </h2>
          <p className="mt-3 text-ink-600">
            {BESPOKE_INCLUDES}. {pricing.bespokeLead}
          </p>
        </div>
        <BespokeGrid
          solutions={offers.bespokeSolutions}
          variant="home"
          schedulingUrl={schedulingUrl}
          className="mt-10"
        />
      </div>
    </section>
  )
}

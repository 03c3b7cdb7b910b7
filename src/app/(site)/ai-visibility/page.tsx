import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { formatGbp } from '@/content/offers'
import {
  AiVisibilityHero,
  ClosingCta,
  PricingSection,
  StoriesSection,
  TimelineSection,
} from '@/components/pages/aiVisibility/Sections'
import { getOffers } from '@/data/offers'
import { getPageSeo } from '@/data/pageSeo'
import { getSiteSettings } from '@/data/settings'
import type { Offer } from '@/payload-types'
import { lowestPrice } from '@/lib/offers'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS, fillPlaceholders } from '@/lib/seo/pages'
import { breadcrumb, offer, service } from '@/lib/seo/structuredData'

const TITLE = PAGE_SEO_DEFAULTS.aiVisibility.title
const seoValues = (offers: Offer) => ({
  plansFrom: formatGbp(lowestPrice(offers.aiVisibilityPlans)),
})
const description = (offers: Offer) =>
  fillPlaceholders(PAGE_SEO_DEFAULTS.aiVisibility.description, seoValues(offers))

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata({
    ...(await getPageSeo('aiVisibility', seoValues(await getOffers()))),
    keywords: [
      'AI visibility',
      'AI search optimisation',
      'generative engine optimisation',
      'ChatGPT SEO',
      'llms.txt',
    ],
  })

export default async function AiVisibilityPage() {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const planHref = (id: string) =>
    id === 'free' ? '/ai-checker' : id === 'business' ? settings.schedulingUrl : '/contact'

  const structured = [
    service({
      name: TITLE,
      description: description(offers),
      path: '/ai-visibility',
      serviceType: 'AI visibility optimisation',
      offers: offers.aiVisibilityPlans.map((plan) =>
        offer(`${plan.name} plan`, plan.price, {
          description: (plan.features ?? []).join('; '),
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: String(plan.price),
            priceCurrency: 'GBP',
            unitCode: 'MON',
            ...(plan.pricePrefix ? { minPrice: String(plan.price) } : {}),
          },
        }),
      ),
    }),
    breadcrumb([['AI Visibility', '/ai-visibility']]),
  ]

  return (
    <>
      <JsonLd data={structured} />

      <AiVisibilityHero schedulingUrl={settings.schedulingUrl} />

      <TimelineSection />

      <StoriesSection />

      <PricingSection plans={offers.aiVisibilityPlans} planHref={planHref} />

      <ClosingCta schedulingUrl={settings.schedulingUrl} />
    </>
  )
}

import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { AI_VISIBILITY_CLAIMS, formatGbp } from '@/content/offers'
import {
  AiVisibilityHero,
  ClosingCta,
  PricingSection,
  StoriesSection,
  TimelineSection,
} from '@/components/pages/aiVisibility/Sections'
import { getOffers } from '@/data/offers'
import { getSiteSettings } from '@/data/settings'
import type { Offer } from '@/payload-types'
import { lowestPrice } from '@/lib/offers'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, offer, service } from '@/lib/seo/structuredData'

// Reads the scheduling link from SiteSettings.
export const revalidate = 60

const TITLE = 'AI Visibility Optimisation'
const description = (offers: Offer) =>
  `Get your business found, understood and recommended by ChatGPT, Claude, Perplexity and Gemini. Set up in ${AI_VISIBILITY_CLAIMS.setupMinutes} minutes, live in ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours, from ${formatGbp(lowestPrice(offers.aiVisibilityPlans))} a month.`

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata({
    title: TITLE,
    description: description(await getOffers()),
    path: '/ai-visibility',
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

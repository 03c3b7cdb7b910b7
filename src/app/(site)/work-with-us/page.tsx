import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { formatGbp } from '@/content/offers'
import {
  BespokeSection,
  PlansSection,
  StepsSection,
  WorkWithUsHero,
} from '@/components/pages/workWithUs/Sections'
import { getOffers } from '@/data/offers'
import { getPageSeo } from '@/data/pageSeo'
import { getSiteSettings } from '@/data/settings'
import { lowestPrice } from '@/lib/offers'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, offer, offerCatalog, service } from '@/lib/seo/structuredData'

export async function generateMetadata(): Promise<Metadata> {
  const offers = await getOffers()
  return pageMetadata({
    ...(await getPageSeo('workWithUs', {
      plansFrom: formatGbp(lowestPrice(offers.plans)),
      bespokeFrom: formatGbp(lowestPrice(offers.bespokeSolutions)),
    })),
    keywords: [
      'AI development partner',
      'AI agency UK',
      'bespoke business tools',
      'client portal',
      'CRM development',
      'AI consultancy plans',
    ],
  })
}

export default async function WorkWithUsPage() {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const structured = [
    service({
      name: 'AI development partnership',
      description: 'Monthly AI strategy, ideation and development with a dedicated team.',
      path: '/work-with-us',
      serviceType: 'AI software development',
      offers: offers.plans.map((plan) =>
        offer(`${plan.name} plan`, plan.price, { description: plan.description ?? undefined }),
      ),
    }),
    breadcrumb([['Work with us', '/work-with-us']]),
    offerCatalog(offers),
  ]

  return (
    <>
      <JsonLd data={structured} />
      <WorkWithUsHero schedulingUrl={settings.schedulingUrl} />

      <PlansSection plans={offers.plans} schedulingUrl={settings.schedulingUrl} />

      <BespokeSection solutions={offers.bespokeSolutions} schedulingUrl={settings.schedulingUrl} />

      <StepsSection schedulingUrl={settings.schedulingUrl} />
    </>
  )
}

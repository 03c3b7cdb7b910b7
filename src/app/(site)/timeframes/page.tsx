import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import {
  AiVisibilitySection,
  BespokeSection,
  PlansSection,
  PrototypeSection,
  TimeframesHero,
} from '@/components/pages/timeframes/Sections'
import { getOffers } from '@/data/offers'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, offerCatalog } from '@/lib/seo/structuredData'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('timeframes')),
    keywords: [
      'AI development timeframes',
      'prototype in 24 hours',
      'bespoke software delivery time',
      'AI agency UK',
    ],
  })
}

export default async function TimeframesPage() {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])

  return (
    <>
      <JsonLd data={[offerCatalog(offers), breadcrumb([['Timeframes', '/timeframes']])]} />

      <TimeframesHero schedulingUrl={settings.schedulingUrl} />

      <PrototypeSection />

      <PlansSection plans={offers.plans} />

      <BespokeSection solutions={offers.bespokeSolutions} />

      <AiVisibilitySection />
    </>
  )
}

import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { AI_VISIBILITY_CLAIMS, PROMISES } from '@/content/offers'
import {
  AiVisibilitySection,
  BespokeSection,
  PlansSection,
  PrototypeSection,
  TimeframesHero,
} from '@/components/pages/timeframes/Sections'
import { getOffers } from '@/data/offers'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, offerCatalog } from '@/lib/seo/structuredData'

// Reads the scheduling link from SiteSettings.
export const revalidate = 60

const TITLE = 'Timeframes: what you get, and when'
const DESCRIPTION = `A working prototype within ${PROMISES.prototypeWithinHours} hours that you pay for only if you approve it, monthly plan rhythms, delivery times for every bespoke solution and AI visibility live in ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours.`

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/timeframes',
  keywords: [
    'AI development timeframes',
    'prototype in 24 hours',
    'bespoke software delivery time',
    'AI agency UK',
  ],
})

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

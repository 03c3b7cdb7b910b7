import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { BESPOKE_SOLUTIONS, PLANS, formatGbp } from '@/content/offers'
import {
  BespokeSection,
  PlansSection,
  StepsSection,
  WorkWithUsHero,
} from '@/components/pages/workWithUs/Sections'
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
      <WorkWithUsHero schedulingUrl={settings.schedulingUrl} />

      <PlansSection schedulingUrl={settings.schedulingUrl} />

      <BespokeSection schedulingUrl={settings.schedulingUrl} />

      <StepsSection schedulingUrl={settings.schedulingUrl} />
    </>
  )
}

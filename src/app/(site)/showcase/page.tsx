import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import {
  AnalyticsSection,
  ChatbotSection,
  ClosingSection,
  DashboardSection,
  ShowcaseHero,
  SOLUTIONS,
} from '@/components/pages/showcase/Sections'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, service } from '@/lib/seo/structuredData'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('showcase')),
    keywords: [
      'AI-native solutions',
      'predictive analytics',
      'AI dashboard',
      'AI chatbot',
      'AI assistant for business',
    ],
  })
}

export default async function ShowcasePage() {
  const settings = await getSiteSettings()
  const structured = [
    ...SOLUTIONS.map((solution) =>
      service({
        name: solution.name,
        description: solution.description,
        path: `/showcase#${solution.id}`,
      }),
    ),
    breadcrumb([['AI-Native Solutions', '/showcase']]),
  ]

  return (
    <>
      <JsonLd data={structured} />
      <ShowcaseHero />

      <AnalyticsSection />

      <DashboardSection />

      <ChatbotSection />

      <ClosingSection schedulingUrl={settings.schedulingUrl} />
    </>
  )
}

import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import {
  AudienceSection,
  FaqSection,
  NotForSection,
  ScheduleSection,
  TeamsSection,
} from '@/components/pages/coaching/Closing'
import {
  ClientQuote,
  CoachingHero,
  RealitySection,
  TwoWaysSection,
} from '@/components/pages/coaching/Intro'
import { PackagesSection, ProcessSection, VisionSection } from '@/components/pages/coaching/Offer'
import { COACHING_FAQ } from '@/content/coaching'
import {
  COACHING_PACKAGES,
  COURSE_MODULES,
  COURSE_TOTAL_MINUTES,
  formatGbp,
} from '@/content/offers'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, course, faqPage, offer, service } from '@/lib/seo/structuredData'

// Reads the scheduling link and the team address from SiteSettings.
export const revalidate = 60

const TITLE = 'Executive AI Coaching'
const DESCRIPTION = `One-to-one AI coaching for executives, professionals, entrepreneurs and business owners: 60-minute sessions from ${formatGbp(COACHING_PACKAGES[0]!.price)}, a ${COURSE_TOTAL_MINUTES}-minute self-paced course and a satisfaction refund promise.`

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/coaching',
  keywords: [
    'AI coaching',
    'executive AI coaching',
    'AI training for leaders',
    'AI course',
    'ChatGPT coaching UK',
  ],
})

export default async function CoachingPage() {
  const settings = await getSiteSettings()
  const COURSE_NAME = 'AI for Leaders'
  const structured = [
    course({
      name: COURSE_NAME,
      description: `A self-paced course in ${COURSE_MODULES.length} short modules (${COURSE_TOTAL_MINUTES} minutes) on using AI well at work.`,
      path: '/coaching',
      modules: COURSE_MODULES,
    }),
    service({
      name: TITLE,
      description: DESCRIPTION,
      path: '/coaching',
      serviceType: 'AI coaching',
      offers: COACHING_PACKAGES.map((item) =>
        offer(item.name, item.price, {
          description: item.features.join('; '),
          url: '/coaching#packages',
        }),
      ),
    }),
    faqPage(COACHING_FAQ),
    breadcrumb([['Coaching', '/coaching']]),
  ]

  return (
    <>
      <JsonLd data={structured} />
      <CoachingHero />
      <ClientQuote />
      <RealitySection />
      <TwoWaysSection />
      <ProcessSection />
      <VisionSection />
      <PackagesSection />
      <AudienceSection />
      <NotForSection />
      <FaqSection />
      <ScheduleSection schedulingUrl={settings.schedulingUrl} />
      <TeamsSection teamEmail={settings.teamEmail} />
    </>
  )
}

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
import { formatGbp } from '@/content/offers'
import { getOffers } from '@/data/offers'
import { getPageSeo } from '@/data/pageSeo'
import { getSiteSettings } from '@/data/settings'
import type { Offer } from '@/payload-types'
import { coachingSaving, courseTotalMinutes, singleSession } from '@/lib/offers'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS, fillPlaceholders } from '@/lib/seo/pages'
import { breadcrumb, course, faqPage, offer, service } from '@/lib/seo/structuredData'

const TITLE = PAGE_SEO_DEFAULTS.coaching.title
const seoValues = (offers: Offer) => ({
  sessionFrom: formatGbp(singleSession(offers).price),
  courseMinutes: courseTotalMinutes(offers.courseModules),
})
const description = (offers: Offer) =>
  fillPlaceholders(PAGE_SEO_DEFAULTS.coaching.description, seoValues(offers))

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('coaching', seoValues(await getOffers()))),
    keywords: [
      'AI coaching',
      'executive AI coaching',
      'AI training for leaders',
      'AI course',
      'ChatGPT coaching UK',
    ],
  })
}

export default async function CoachingPage() {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const modules = offers.courseModules
  const singlePrice = singleSession(offers).price
  const COURSE_NAME = 'AI for Leaders'
  const structured = [
    course({
      name: COURSE_NAME,
      description: `A self-paced course in ${modules.length} short modules (${courseTotalMinutes(modules)} minutes) on using AI well at work.`,
      path: '/coaching',
      modules,
    }),
    service({
      name: TITLE,
      description: description(offers),
      path: '/coaching',
      serviceType: 'AI coaching',
      offers: offers.coachingPackages.map((item) =>
        offer(item.name, item.price, {
          description: (item.features ?? []).join('; '),
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
      <TwoWaysSection modules={modules} singlePrice={singlePrice} />
      <ProcessSection />
      <VisionSection />
      <PackagesSection packages={offers.coachingPackages} saving={coachingSaving(offers)} />
      <AudienceSection />
      <NotForSection />
      <FaqSection />
      <ScheduleSection schedulingUrl={settings.schedulingUrl} singlePrice={singlePrice} />
      <TeamsSection teamEmail={settings.teamEmail} />
    </>
  )
}

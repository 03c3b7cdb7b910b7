import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import {
  FaqSection,
  HowItWorksSection,
  ScoringSection,
  WaitlistSection,
  WhyItMattersSection,
} from '@/features/ai-visibility/ui/PageSections'
import { PageHero } from '@/components/pages/sections'
import { CHECKER_PAGE, FAQ } from '@/features/ai-visibility/content'
import { CRAWLERS } from '@/features/ai-visibility/crawlers'
import { AiChecker } from '@/features/ai-visibility/ui/AiChecker.client'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS, fillPlaceholders } from '@/lib/seo/pages'
import { breadcrumb, faqPage } from '@/lib/seo/structuredData'
import { absoluteUrl } from '@/lib/site'

const TITLE = PAGE_SEO_DEFAULTS.aiChecker.title
const DESCRIPTION = fillPlaceholders(PAGE_SEO_DEFAULTS.aiChecker.description, {
  crawlers: CRAWLERS.length,
})

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('aiChecker', { crawlers: CRAWLERS.length })),
    keywords: [
      'AI visibility checker',
      'robots.txt AI crawlers',
      'GPTBot',
      'ClaudeBot',
      'PerplexityBot',
      'llms.txt',
      'structured data checker',
    ],
  })
}

export default function AiCheckerPage() {
  return (
    <>
      <JsonLd
        data={[
          faqPage(FAQ),
          breadcrumb([[TITLE, '/ai-checker']]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: TITLE,
            url: absoluteUrl('/ai-checker'),
            applicationCategory: 'BusinessApplication',
            operatingSystem: 'Any',
            description: DESCRIPTION,
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
          },
        ]}
      />
      <PageHero eyebrow={CHECKER_PAGE.hero.eyebrow} title={TITLE} lead={CHECKER_PAGE.hero.lead} />

      <section aria-label="Domain check" className="bg-ink-50 pb-16 sm:pb-24">
        <div className="container-page relative -mt-10">
          <AiChecker />
        </div>
      </section>

      <WhyItMattersSection />

      <HowItWorksSection />

      <ScoringSection />

      <FaqSection />

      <WaitlistSection />
    </>
  )
}

import { ClosingCta } from '@/components/home/ClosingCta'
import { AssistantSection, DashboardSection } from '@/components/home/DemoSections'
import { Features } from '@/components/home/Features'
import { Hero } from '@/components/home/Hero'
import { HowItWorks } from '@/components/home/HowItWorks'
import { LatestInsights } from '@/components/home/LatestInsights'
import { MarketingCards } from '@/components/home/MarketingCards'
import { PricingSection } from '@/components/home/PricingSection'
import { StackOptions } from '@/components/home/StackOptions'
import { JsonLd } from '@/components/JsonLd'
import { getSiteSettings } from '@/data/settings'
import { formatGbp, PLANS, PROMISES } from '@/content/offers'
import { DEFAULT_TITLE, pageMetadata } from '@/lib/seo/metadata'
import { homeServices, organization, website } from '@/lib/seo/structuredData'

export const revalidate = 60

export const metadata = pageMetadata({
  title: DEFAULT_TITLE,
  absoluteTitle: true,
  path: '/',
  description: `AI-native websites, apps and bespoke business tools, built fast and made visible to AI assistants. Plans from ${formatGbp(Math.min(...PLANS.map((plan) => plan.price)))} a month, with a working prototype within ${PROMISES.prototypeWithinHours} hours.`,
})

export default async function HomePage() {
  const settings = await getSiteSettings()
  const { schedulingUrl } = settings

  return (
    <>
      <JsonLd data={[organization(settings), website(settings), ...homeServices()]} />
      {/* The home route is dark; data-theme switches focus rings to the dark palette. */}
      <div data-theme="dark" className="bg-ink-950 text-white">
        <Hero schedulingUrl={schedulingUrl} />
        <Features />
        <HowItWorks />
        <StackOptions />
      </div>
      <PricingSection schedulingUrl={schedulingUrl} />
      <div data-theme="dark" className="bg-ink-950 text-white">
        <LatestInsights />
        <DashboardSection />
        <AssistantSection />
        <ClosingCta />
        <MarketingCards schedulingUrl={schedulingUrl} />
      </div>
    </>
  )
}

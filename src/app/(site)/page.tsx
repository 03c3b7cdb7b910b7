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
import { getOffers } from '@/data/offers'
import { getPageSeo } from '@/data/pageSeo'
import { getSiteSettings } from '@/data/settings'
import { formatGbp } from '@/content/offers'
import { entryPricePerMonth, lowestPrice } from '@/lib/offers'
import { pageMetadata } from '@/lib/seo/metadata'
import { homeServices, organization, website } from '@/lib/seo/structuredData'

export async function generateMetadata() {
  const offers = await getOffers()
  return pageMetadata({
    ...(await getPageSeo('home', { plansFrom: formatGbp(lowestPrice(offers.plans)) })),
    absoluteTitle: true,
  })
}

export default async function HomePage() {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const { schedulingUrl } = settings
  const entryPrice = entryPricePerMonth(offers)

  return (
    <>
      <JsonLd data={[organization(settings), website(settings), ...homeServices(offers)]} />
      {/* The home route is dark; data-theme switches focus rings to the dark palette. */}
      <div data-theme="dark" className="bg-ink-950 text-white">
        <Hero schedulingUrl={schedulingUrl} entryPrice={entryPrice} />
        <Features />
        <HowItWorks />
        <StackOptions />
      </div>
      <PricingSection offers={offers} schedulingUrl={schedulingUrl} />
      <div data-theme="dark" className="bg-ink-950 text-white">
        <LatestInsights />
        <DashboardSection />
        <AssistantSection />
        <ClosingCta />
        <MarketingCards schedulingUrl={schedulingUrl} entryPrice={entryPrice} />
      </div>
    </>
  )
}

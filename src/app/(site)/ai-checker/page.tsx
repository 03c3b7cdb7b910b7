import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { PageHero, Section } from '@/components/pages/sections'
import { FAQ, STEPS, WHY_IT_MATTERS } from '@/features/ai-visibility/content'
import { CRAWLERS } from '@/features/ai-visibility/crawlers'
import { CHECK_TABLE } from '@/features/ai-visibility/score'
import { AiChecker } from '@/features/ai-visibility/ui/AiChecker.client'
import { WaitlistForm } from '@/features/ai-visibility/ui/WaitlistForm.client'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, faqPage } from '@/lib/seo/structuredData'
import { absoluteUrl } from '@/lib/site'

const TITLE = 'AI Visibility Checker'
const DESCRIPTION = `Free check of how visible your website is to AI assistants: robots.txt verdicts for ${CRAWLERS.length} AI crawlers, structured data, meta tags, llms.txt and sitemap, with a score out of 100 and recommendations.`

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/ai-checker',
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

const scored = CHECK_TABLE.filter((row) => row.weight > 0)
const advisory = CHECK_TABLE.filter((row) => row.weight === 0)

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
      <PageHero
        eyebrow="Free tool"
        title={TITLE}
        lead="Can ChatGPT, Claude, Perplexity and Google's AI find and read your website? Enter your domain for a score out of 100, the evidence behind every verdict and what to fix first."
      />

      <section aria-label="Domain check" className="bg-ink-50 pb-16 sm:pb-24">
        <div className="container-page relative -mt-10">
          <AiChecker />
        </div>
      </section>

      <Section
        id="why-it-matters"
        eyebrow="Why it matters"
        title="If AI cannot read your site, it cannot recommend you"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {WHY_IT_MATTERS.map((item) => (
            <li
              key={item.title}
              className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <h3 className="text-lg font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-2 text-ink-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow="How it works"
        title="Four steps, about ten seconds"
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6"
            >
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-2 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="scoring"
        eyebrow="Scoring"
        title="How the score is weighted"
        lead="Every check has a published weight; they add up to 100. A pass earns the full weight, a warning half, a fail nothing. 80 or more is excellent, 50 to 79 is good, below 50 is limited."
      >
        <div className="overflow-x-auto rounded-2xl border border-ink-200">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Weights of the checks</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Check
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Points
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {scored.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 text-ink-800">{row.label}</td>
                  <td className="px-4 py-3 text-right font-semibold text-ink-900">{row.weight}</td>
                </tr>
              ))}
              {advisory.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 text-ink-600">{row.label}</td>
                  <td className="px-4 py-3 text-right text-ink-500">reported, not scored</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="faq" tone="muted" eyebrow="FAQ" title="Questions about the checker">
        <div className="max-w-3xl divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
          {FAQ.map((item) => (
            <details key={item.question} className="group px-6 py-4">
              <summary className="cursor-pointer list-none font-semibold text-ink-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span
                    aria-hidden
                    className="text-ink-500 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-ink-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section
        id="waitlist"
        eyebrow="Coming soon"
        title="Clavius: search built for the AI era"
        lead="We are building Clavius, an AI search platform that shows how assistants see your business and keeps you in their answers. Join the waitlist to hear first when it launches."
      >
        <div className="max-w-4xl rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
          <WaitlistForm />
        </div>
      </Section>
    </>
  )
}

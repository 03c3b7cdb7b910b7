import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { PageHero } from '@/components/pages/sections'
import { normalizeAnswer } from '@/features/ai-visibility/answer'
import { readStoredResult, resultCardPath, resultPath } from '@/features/ai-visibility/results'
import { ResultView } from '@/features/ai-visibility/ui/ResultView.client'
import { pageMetadata } from '@/lib/seo/metadata'
import { absoluteUrl } from '@/lib/site'

// A stored result is read per request: it is kept 90 days, then the address answers 404.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

/** One read per request for the metadata and the page. */
const load = cache(async (id: string) => {
  const stored = await readStoredResult(id)
  return stored ? normalizeAnswer(stored) : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const result = await load(id)
  if (!result) notFound()
  const title = `AI visibility of ${result.domain}: ${result.aiVisibilityScore}/100`
  const metadata = pageMetadata({
    title,
    description: `How visible ${result.domain} is to AI assistants: a score of ${result.aiVisibilityScore} out of 100, the evidence behind every verdict and what to fix first.`,
    path: resultPath(id),
    image: resultCardPath(id),
    imageAlt: title,
  })
  // A shared result is for the people it is shared with, not for search engines; it has no
  // Markdown version either.
  return {
    ...metadata,
    robots: 'noindex, nofollow',
    alternates: { canonical: absoluteUrl(resultPath(id)) },
  }
}

export default async function SharedResultPage({ params }: Props) {
  const { id } = await params
  const result = await load(id)
  if (!result) notFound()
  return (
    <>
      <PageHero
        eyebrow="AI Visibility Checker"
        title={`AI visibility of ${result.domain}`}
        lead="A shared report: how AI assistants find, read and understand this site."
      />
      <section aria-label="Report" className="bg-ink-50 pb-16 sm:pb-24">
        <div className="container-page relative -mt-10">
          <ResultView result={result} />
          <p className="mt-10 text-center">
            <Link href="/ai-checker" className={buttonClasses('primary', 'lg')}>
              Check your own site
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}

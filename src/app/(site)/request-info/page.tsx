import type { Metadata } from 'next'

import { bespokeInterestMessage, type RequestInfoVariant } from '@/components/RequestInfo/messages'
import { RequestInfoPageForm } from '@/components/RequestInfo/RequestInfoPageForm.client'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'

/*
 * The request-info form as a page: where 'Request more info' and the bespoke cards lead when
 * JavaScript is off (with JavaScript they open the modal). Rendered per request from the
 * button's ?plan=, ?from= and ?bespoke=; kept out of search results.
 */

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('requestInfo')),
    noindex: true,
  })
}

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) || undefined

export default async function RequestInfoPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = await searchParams
  const planInterest = one(query.plan)
  const variant: RequestInfoVariant = one(query.from) === 'work-with-us' ? 'work-with-us' : 'home'
  const message = planInterest && one(query.bespoke) ? bespokeInterestMessage(planInterest) : ''

  return (
    <section className="bg-ink-50 px-0 pt-32 pb-20 sm:pt-40">
      <div className="container-page">
        <div className="mx-auto max-w-lg rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-xl font-semibold text-ink-950">Request more info</h1>
          <p className="mt-1.5 text-sm text-ink-600">
            {planInterest ? (
              <>
                Tell us a little about you and we&apos;ll send details about{' '}
                <strong className="font-semibold text-ink-900">{planInterest}</strong>.
              </>
            ) : (
              "Tell us a little about you and we'll get back to you with more information."
            )}
          </p>
          <div className="mt-6">
            <RequestInfoPageForm planInterest={planInterest} message={message} variant={variant} />
          </div>
        </div>
      </div>
    </section>
  )
}

import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { BUILD_TYPE_OPTIONS, buildTypeFromParam } from '@/components/pages/onboarding/buildTypes'
import { OnboardingForm } from '@/components/pages/onboarding/OnboardingForm.client'
import { CheckList } from '@/components/pages/sections'
import { PROMISES } from '@/content/offers'
import { ONBOARDING } from '@/content/onboarding'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

/*
 * Rendered per request from ?type=, so the first HTML already has the right choice selected
 * (no flash, works before hydration). The render is cheap: no query of its own, and the
 * settings read is cached.
 */

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPageSeo('onboarding'))
}

export default async function OnboardingStepPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ type }, settings] = await Promise.all([searchParams, getSiteSettings()])
  const initialType = buildTypeFromParam(type)
  const { heading } = BUILD_TYPE_OPTIONS[initialType]

  return (
    <>
      <JsonLd data={breadcrumb([['Start your project', '/onboarding-step']])} />
      <section
        data-theme="dark"
        className="relative isolate overflow-hidden bg-ink-950 pb-40 pt-32 text-white sm:pt-40"
      >
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_15%_-10%,rgb(99_102_241/0.35),transparent),radial-gradient(36rem_20rem_at_90%_0%,rgb(34_211_238/0.16),transparent)]"
        />
        <div className="container-page grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-end">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">
              {ONBOARDING.eyebrow}
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {heading}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-200">{ONBOARDING.lead}</p>
          </div>
          <CheckList
            className="text-ink-100"
            iconClassName="text-accent-400"
            items={ONBOARDING.promises}
          />
        </div>
      </section>
      <section aria-label="Onboarding form" className="bg-ink-50 pb-20">
        <div className="container-page">
          <div className="relative -mt-28 mx-auto max-w-3xl rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
            <OnboardingForm
              key={initialType}
              initialType={initialType}
              schedulingUrl={settings.schedulingUrl}
              replyWithinHours={PROMISES.replyWithinHours}
            />
          </div>
        </div>
      </section>
    </>
  )
}

import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { LegalDocument } from '@/components/pages/LegalDocument'
import { TERMS_UPDATED, termsSections } from '@/content/legal'
import { PROMISES } from '@/content/offers'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

// Reads the brand name and the sales address from SiteSettings.
export const revalidate = 60

const TITLE = 'Terms of Service'
const DESCRIPTION = `The terms for our AI development, AI visibility and coaching services: a working prototype within ${PROMISES.prototypeWithinHours} hours that you pay for only if approved, fees, prohibited projects, liability and UK governing law.`

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/terms-of-service',
})

export default async function TermsOfServicePage() {
  const settings = await getSiteSettings()
  return (
    <>
      <JsonLd data={breadcrumb([['Terms of Service', '/terms-of-service']])} />
      <LegalDocument
        title={TITLE}
        updated={TERMS_UPDATED}
        intro={`Please read these terms carefully before using this website or instructing ${settings.brandName}. They are written to be clear; if anything is not, ask us.`}
        sections={termsSections(settings)}
      />
    </>
  )
}

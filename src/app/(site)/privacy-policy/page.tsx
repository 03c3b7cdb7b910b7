import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { LegalDocument } from '@/components/pages/LegalDocument'
import { PRIVACY_UPDATED, privacySections } from '@/content/legal'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

// Reads the brand name and the sales address from SiteSettings.
export const revalidate = 60

const TITLE = 'Privacy Policy'
const DESCRIPTION =
  'How we collect, use and protect personal data from our contact, onboarding and waitlist forms and the AI Visibility Checker, and your rights under UK GDPR.'

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/privacy-policy',
})

export default async function PrivacyPolicyPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <JsonLd data={breadcrumb([['Privacy Policy', '/privacy-policy']])} />
      <LegalDocument
        title={TITLE}
        updated={PRIVACY_UPDATED}
        intro={`${settings.brandName} respects your privacy. This policy explains what personal data this website collects, why we collect it, how long we keep it and how you can exercise your rights.`}
        sections={privacySections(settings)}
      />
    </>
  )
}

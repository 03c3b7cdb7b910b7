import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { LegalDocument } from '@/components/pages/LegalDocument'
import { PRIVACY_UPDATED, privacySections } from '@/content/legal'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS } from '@/lib/seo/pages'
import { breadcrumb } from '@/lib/seo/structuredData'

const TITLE = PAGE_SEO_DEFAULTS.privacyPolicy.title

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPageSeo('privacyPolicy'))
}

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

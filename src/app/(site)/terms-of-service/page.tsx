import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { LegalDocument } from '@/components/pages/LegalDocument'
import { TERMS_UPDATED, termsSections } from '@/content/legal'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS } from '@/lib/seo/pages'
import { breadcrumb } from '@/lib/seo/structuredData'

const TITLE = PAGE_SEO_DEFAULTS.termsOfService.title

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPageSeo('termsOfService'))
}

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

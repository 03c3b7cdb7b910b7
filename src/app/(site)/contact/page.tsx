import type { Metadata } from 'next'

import { ContactForm } from '@/components/Contact/ContactForm.client'
import { JsonLd } from '@/components/JsonLd'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS } from '@/lib/seo/pages'
import { absoluteUrl } from '@/lib/site'
import { breadcrumb, organization } from '@/lib/seo/structuredData'

const TITLE = "Let's talk"
const DESCRIPTION = PAGE_SEO_DEFAULTS.contact.description

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('contact')),
    keywords: ['contact AI agency', 'AI consultancy UK', 'AI development enquiry'],
  })
}

export default async function ContactPage() {
  const settings = await getSiteSettings()
  const structured = [
    {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: `Contact ${settings.brandName}`,
      description: DESCRIPTION,
      url: absoluteUrl('/contact'),
      inLanguage: 'en-GB',
      about: { '@id': absoluteUrl('/#organization') },
    },
    organization(settings),
    breadcrumb([['Contact', '/contact']]),
  ]

  const hero = (
    <section
      className="relative isolate overflow-hidden bg-ink-950 pt-20 pb-32 text-center text-white sm:pt-28"
      data-theme="dark"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_50%_0%,rgb(99_102_241/0.35),transparent)]"
      />
      <div className="container-page">
        <h1 className="text-5xl font-bold tracking-tight sm:text-6xl">{TITLE}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-ink-200 sm:text-xl">
          We build AI solutions that accelerate your business.
        </p>
      </div>
    </section>
  )

  return (
    <>
      <JsonLd data={structured} />
      <ContactForm hero={hero} salesEmail={settings.salesEmail} />
    </>
  )
}

import type { FixSource } from './source'

// The values the fixes fill in: the site's own name, description and address, or placeholders.

/** The site's origin: the address the home page was read from, else https on the domain. */
export function siteOrigin(result: Pick<FixSource, 'domain' | 'checkedUrl'>): string {
  try {
    if (result.checkedUrl) return new URL(result.checkedUrl).origin
  } catch {
    // An unreadable address falls through to the domain.
  }
  return `https://${result.domain}`
}

/** The brand name as the page states it, else the domain. */
export function brandName(result: FixSource): string {
  const meta = result.htmlMetaData ?? {}
  return result.entity?.name || meta['og:site_name'] || meta['og:title'] || result.domain
}

export function description(result: FixSource): string {
  const meta = result.htmlMetaData ?? {}
  return (
    meta['description'] ||
    meta['og:description'] ||
    'What you do and for whom, in one or two sentences.'
  )
}

/** A value that can go into an HTML attribute as it is. */
export function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** A JSON-LD block; `<` is escaped so that no value can close the script element. */
export function jsonLdScript(value: Record<string, unknown>): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...value }, null, 2)
  return `<script type="application/ld+json">\n${json.replace(/</g, '\\u003c')}\n</script>`
}

/** A placeholder for a schema.org property, shaped as the property expects. */
export function placeholderFor(property: string, result: FixSource): unknown {
  const site = siteOrigin(result)
  switch (property) {
    case 'name':
    case 'legalName':
      return brandName(result)
    case 'url':
      return `${site}/`
    case 'description':
      return description(result)
    case 'logo':
    case 'image':
      return `${site}/logo.png`
    case 'sameAs':
      return ['https://www.linkedin.com/company/your-company', 'https://x.com/your-company']
    case 'author':
      return { '@type': 'Person', name: 'Author name' }
    case 'publisher':
      return { '@type': 'Organization', name: brandName(result), logo: `${site}/logo.png` }
    case 'datePublished':
    case 'dateModified':
      return 'YYYY-MM-DD'
    case 'address':
      return {
        '@type': 'PostalAddress',
        streetAddress: 'Street and number',
        addressLocality: 'Town',
        postalCode: 'Postcode',
        addressCountry: 'GB',
      }
    case 'telephone':
      return '+44 20 0000 0000'
    case 'email':
      return 'hello@example.com'
    case 'headline':
      return 'The title of the article'
    case 'offers':
      return { '@type': 'Offer', price: '0.00', priceCurrency: 'GBP' }
    default:
      return `<${property}>`
  }
}

import { describe, expect, it } from 'vitest'

import { describeFindings, toIssues, validateStructuredData } from './structuredData'

const ARTICLE = {
  '@type': 'BlogPosting',
  headline: 'News',
  image: 'https://example.com/a.png',
  datePublished: '2026-01-02',
  dateModified: '2026-01-03',
  author: { '@type': 'Person', name: 'Ada' },
}

describe('structured data validation', () => {
  it('finds nothing wrong with complete items', () => {
    const findings = validateStructuredData([
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': 'https://example.com/#org',
            name: 'Example',
            url: 'https://example.com/',
            logo: 'https://example.com/logo.png',
          },
          { '@type': 'WebSite', name: 'Example', url: 'https://example.com/' },
          { ...ARTICLE, publisher: { '@id': 'https://example.com/#org' } },
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
              // The last crumb may leave its item out.
              { '@type': 'ListItem', position: 2, name: 'Blog' },
            ],
          },
        ],
      },
    ])
    expect(findings).toEqual([])
  })

  it('names the recommended properties an article lacks', () => {
    const findings = validateStructuredData([{ '@type': 'Article', headline: 'Only a headline' }])
    expect(toIssues(findings)).toEqual([
      { type: 'Article', missing: ['image', 'datePublished', 'dateModified', 'author'] },
    ])
    expect(findings[0]!.required).toEqual([])
  })

  it('asks for an author name when the author is an object without one', () => {
    const findings = validateStructuredData([{ ...ARTICLE, author: [{ '@type': 'Person' }] }])
    expect(toIssues(findings)).toEqual([{ type: 'BlogPosting', missing: ['author.name'] }])
  })

  it("requires each FAQ question's accepted answer and its text", () => {
    const findings = validateStructuredData([
      {
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'So.' } },
          { '@type': 'Question', name: 'How?' },
        ],
      },
      {
        '@type': 'FAQPage',
        mainEntity: { '@type': 'Question', name: 'What?', acceptedAnswer: { '@type': 'Answer' } },
      },
      { '@type': 'FAQPage', mainEntity: [] },
    ])
    expect(toIssues(findings)).toEqual([
      { type: 'FAQPage', missing: ['mainEntity.acceptedAnswer'] },
      { type: 'FAQPage', missing: ['mainEntity.acceptedAnswer.text'] },
      { type: 'FAQPage', missing: ['mainEntity'] },
    ])
    expect(findings.map((finding) => finding.required)).toEqual([
      ['mainEntity.acceptedAnswer'],
      ['mainEntity.acceptedAnswer.text'],
      ['mainEntity'],
    ])
  })

  it('checks a product and its nested offer, and any one of offers, review or rating', () => {
    const findings = validateStructuredData({
      '@type': 'Product',
      name: 'Widget',
      image: 'https://example.com/w.png',
      description: 'A widget.',
      offers: { '@type': 'Offer', price: '10.00' },
    })
    expect(toIssues(findings)).toEqual([{ type: 'Offer', missing: ['priceCurrency'] }])
    const bare = validateStructuredData({ '@type': 'Product', name: 'Widget' })
    expect(bare).toEqual([
      { type: 'Product', missing: ['offers', 'image', 'description'], required: ['offers'] },
    ])
    const rated = validateStructuredData({
      '@type': 'Product',
      name: 'Widget',
      image: 'https://example.com/w.png',
      description: 'A widget.',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 3 },
    })
    expect(rated).toEqual([])
    const specified = validateStructuredData({
      '@type': 'Offer',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '5' },
      priceCurrency: 'GBP',
    })
    expect(specified).toEqual([])
  })

  it('reads @type arrays, full schema.org URLs and LocalBusiness subtypes', () => {
    const findings = validateStructuredData([
      { '@type': ['http://schema.org/Dentist', 'Thing'], name: 'Smile' },
      { '@type': 'https://schema.org/WebSite', name: 'Example' },
    ])
    expect(findings).toEqual([
      {
        type: 'Dentist',
        missing: ['address', 'url', 'telephone', 'openingHoursSpecification'],
        required: ['address'],
      },
      { type: 'WebSite', missing: ['url'], required: ['url'] },
    ])
  })

  it('holds items to their rule but not references to another party', () => {
    const findings = validateStructuredData({
      '@type': 'WebPage',
      // A page's main entity is an item of the page; the article's publisher is a reference.
      mainEntity: { ...ARTICLE, publisher: { '@type': 'Organization', name: 'Example' } },
      author: { '@type': 'Organization', name: 'Example' },
    })
    expect(findings).toEqual([])
    const nested = validateStructuredData({
      '@type': 'WebPage',
      mainEntity: { '@type': 'Article', headline: 'x' },
    })
    expect(toIssues(nested)).toEqual([
      { type: 'Article', missing: ['image', 'datePublished', 'dateModified', 'author'] },
    ])
  })

  it('reads a property through an @id reference to a node elsewhere in the graph', () => {
    const findings = validateStructuredData({
      '@graph': [
        { '@type': 'Person', '@id': '#ada', name: 'Ada' },
        { ...ARTICLE, author: { '@id': '#ada' } },
        { ...ARTICLE, author: { '@id': '#nobody' } },
      ],
    })
    expect(toIssues(findings)).toEqual([{ type: 'BlogPosting', missing: ['author.name'] }])
  })

  it('reports identical findings once and says which are required', () => {
    const service = { '@type': 'Service', name: 'Web' }
    const findings = validateStructuredData([service, service, { '@type': 'Service' }])
    expect(toIssues(findings)).toEqual([
      { type: 'Service', missing: ['description', 'provider'] },
      { type: 'Service', missing: ['name', 'description', 'provider'] },
    ])
    expect(describeFindings(findings)).toEqual({
      required: 'Service lacks name',
      recommended: 'Service lacks description, provider',
    })
  })
})

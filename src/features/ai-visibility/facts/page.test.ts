import { describe, expect, it } from 'vitest'

import { extractPage } from './page'

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

describe('page extraction', () => {
  it('collects JSON-LD types from arrays, @graph and @type arrays', () => {
    const html = `<html lang="en"><head>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"A"},{"@type":["WebSite","CreativeWork"],"publisher":{"@type":"Person"}}]}</script>
      <script type="application/ld+json">[{"@type":"FAQPage"},{"@type":"http://schema.org/BreadcrumbList"}]</script>
    </head><body></body></html>`
    const page = extractPage(html)
    expect(page.structuredDataTypes).toEqual([
      'Organization',
      'WebSite',
      'CreativeWork',
      'Person',
      'FAQPage',
      'BreadcrumbList',
    ])
    expect(page.jsonLdBlocks).toBe(2)
    expect(page.jsonLdErrors).toEqual([])
  })

  it('tolerates broken JSON-LD and reports it', () => {
    const html = `<script type="application/ld+json">{"@type": "Organization", "name": "A",}</script>
      <script type="application/ld+json">{"@type": "Product" "name": broken}</script>`
    const page = extractPage(html)
    expect(page.structuredDataTypes).toEqual(['Organization'])
    expect(page.jsonLdErrors).toHaveLength(1)
    expect(page.jsonLdErrors[0]).toMatch(/^JSON-LD block 2 is not valid JSON/)
  })

  it('reads meta tags by name and property into htmlMetaData', () => {
    const html = `<html><head>
      <meta charset="utf-8"><meta name="viewport" content="width=device-width">
      <meta name="description" content=" We build AI sites. ">
      <meta property="og:title" content="Agency"><meta name="twitter:card" content="summary_large_image">
      <meta name="description" content="second one is ignored">
    </head></html>`
    const page = extractPage(html)
    expect(page.htmlMetaData).toEqual({
      viewport: 'width=device-width',
      description: 'We build AI sites.',
      'og:title': 'Agency',
      'twitter:card': 'summary_large_image',
    })
    expect(page.metaDescription).toBe('We build AI sites.')
    expect(page.social.missing).toEqual(['og:description', 'og:image', 'og:type', 'og:url'])
  })

  it('reads the title, canonical and lang', () => {
    const page = extractPage(
      '<html lang="en-GB"><head><title> Home </title><link rel="Canonical" href="https://example.com/"></head></html>',
    )
    expect(page).toMatchObject({ title: 'Home', canonical: 'https://example.com/', lang: 'en-GB' })
  })

  it('finds robots directives in meta tags and X-Robots-Tag', () => {
    const page = extractPage(
      '<meta name="robots" content="index, nosnippet"><meta name="GPTBot" content="noai">',
      {
        'x-robots-tag': 'googlebot: noindex',
      },
    )
    expect(page.directives).toEqual({
      noindex: true,
      nosnippet: true,
      noai: true,
      sources: [
        'meta robots: index, nosnippet',
        'meta gptbot: noai',
        'X-Robots-Tag: googlebot: noindex',
      ],
    })
    expect(extractPage('<p>hi</p>', { 'x-robots-tag': 'none' }).directives.noindex).toBe(true)
    expect(extractPage('<p>hi</p>').directives).toMatchObject({
      noindex: false,
      nosnippet: false,
      noai: false,
    })
  })

  it('counts server-rendered words without scripts and styles', () => {
    const html = `<body><main>${words(12)}</main><script>${words(500)}</script><style>.a{}</style><noscript>x y</noscript></body>`
    expect(extractPage(html).wordCount).toBe(12)
  })
  it('counts main text apart from nav, header and footer, and joins inline markup as text does', () => {
    const html = `<body><header>${words(7)} <nav>${words(5)}</nav></header> <main>un<b>broken</b> ${words(20)} <svg><text>${words(9)}</text></svg><template>${words(4)}</template><!-- ${words(3)} --></main> <footer>${words(6)}</footer><div id="root"></div><script src="/app.js"></script></body>`
    const page = extractPage(html)
    // "un<b>broken</b>" is one word, as .text() reads it.
    expect(page.wordCount).toBe(7 + 5 + 1 + 20 + 6)
    expect(page.rendering).toEqual({ serverWords: 21, appShell: true, needsJavaScript: true })
  })

  it('counts words of a deeply nested page', () => {
    const depth = 3_000
    const html = `<body>${'<div>'.repeat(depth)}${words(200)}${'</div>'.repeat(depth)}</body>`
    const page = extractPage(html)
    expect(page.wordCount).toBe(200)
    expect(page.rendering?.serverWords).toBe(200)
  })
})

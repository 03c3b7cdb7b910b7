import { describe, expect, it } from 'vitest'

import { parseSitemap } from './sitemap'

describe('sitemap parsing', () => {
  it('lists the URLs of a urlset with their priorities and lastmod', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc><priority>1.0</priority></url>
  <url><loc> https://example.com/blog </loc><lastmod>2025-01-01</lastmod></url>
  <url><lastmod>2025-01-01</lastmod></url>
</urlset>`
    expect(parseSitemap(xml)).toEqual({
      kind: 'urlset',
      urlCount: 2,
      entries: [
        { loc: 'https://example.com/', priority: 1 },
        { loc: 'https://example.com/blog', priority: 0.5, lastmod: '2025-01-01' },
      ],
    })
  })

  it('counts the children of a sitemap index', () => {
    const xml =
      '<sitemapindex><sitemap><loc>https://example.com/a.xml</loc></sitemap></sitemapindex>'
    expect(parseSitemap(xml)).toEqual({
      kind: 'index',
      sitemapCount: 1,
      sitemaps: ['https://example.com/a.xml'],
    })
  })

  it('refuses HTML and text', () => {
    expect(parseSitemap('<!doctype html><html><body>hi</body></html>').kind).toBe('invalid')
    expect(parseSitemap('not xml at all')).toEqual({ kind: 'invalid', problem: 'it is not XML' })
  })
})

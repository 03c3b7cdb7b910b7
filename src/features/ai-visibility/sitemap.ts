import * as cheerio from 'cheerio'

export type SitemapFacts =
  | { kind: 'urlset'; urlCount: number }
  | { kind: 'index'; sitemapCount: number }
  | { kind: 'invalid'; problem: string }

const localName = (element: { tagName: string }) =>
  element.tagName.toLowerCase().replace(/^.*:/, '')

/** Reads a sitemap or sitemap index; a sitemap index is counted, not followed. */
export function parseSitemap(xml: string): SitemapFacts {
  const trimmed = xml.replace(/^\uFEFF/, '').trim()
  if (!trimmed.startsWith('<')) return { kind: 'invalid', problem: 'it is not XML' }
  const $ = cheerio.load(trimmed, { xml: true })
  const root = $.root().children().first()
  const name = (root.prop('tagName') ?? '').toLowerCase().replace(/^.*:/, '')
  if (name === 'urlset') {
    const urls = root
      .children()
      .toArray()
      .filter(
        (el) =>
          localName(el) === 'url' &&
          $(el)
            .children()
            .toArray()
            .some((c) => localName(c) === 'loc'),
      )
    return { kind: 'urlset', urlCount: urls.length }
  }
  if (name === 'sitemapindex') {
    const children = root
      .children()
      .toArray()
      .filter((el) => localName(el) === 'sitemap')
    return { kind: 'index', sitemapCount: children.length }
  }
  if (name === 'html') return { kind: 'invalid', problem: 'it is an HTML page, not a sitemap' }
  return {
    kind: 'invalid',
    problem: `its root element is <${name || 'unknown'}>, not <urlset> or <sitemapindex>`,
  }
}

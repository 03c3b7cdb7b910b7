import * as cheerio from 'cheerio'

export type SitemapEntry = { loc: string; priority: number; lastmod?: string }

export type SitemapFacts =
  | { kind: 'urlset'; urlCount: number; entries: SitemapEntry[] }
  | { kind: 'index'; sitemapCount: number; sitemaps: string[] }
  | { kind: 'invalid'; problem: string }

const localName = (element: { tagName: string }) =>
  element.tagName.toLowerCase().replace(/^.*:/, '')

type Element = ReturnType<cheerio.Cheerio<never>['children']>[number]

function childText($: cheerio.CheerioAPI, children: Element[], name: string): string | null {
  const child = children.find((c) => localName(c) === name)
  return child ? $(child).text().trim() || null : null
}

/** Reads a sitemap or sitemap index; a sitemap index is counted, not followed. */
export function parseSitemap(xml: string): SitemapFacts {
  const trimmed = xml.replace(/^\uFEFF/, '').trim()
  if (!trimmed.startsWith('<')) return { kind: 'invalid', problem: 'it is not XML' }
  const $ = cheerio.load(trimmed, { xml: true })
  const root = $.root().children().first()
  const name = (root.prop('tagName') ?? '').toLowerCase().replace(/^.*:/, '')
  if (name === 'urlset') {
    const entries: SitemapEntry[] = []
    for (const el of root.children().toArray()) {
      if (localName(el) !== 'url') continue
      const fields = $(el).children().toArray()
      const loc = childText($, fields, 'loc')
      if (!loc) continue
      const priority = Number.parseFloat(childText($, fields, 'priority') ?? '')
      const lastmod = childText($, fields, 'lastmod')
      entries.push({
        loc,
        // The protocol's default priority is 0.5.
        priority: Number.isFinite(priority) ? priority : 0.5,
        ...(lastmod ? { lastmod } : {}),
      })
    }
    return { kind: 'urlset', urlCount: entries.length, entries }
  }
  if (name === 'sitemapindex') {
    const children = root
      .children()
      .toArray()
      .filter((el) => localName(el) === 'sitemap')
    const sitemaps = children
      .map((el) => childText($, $(el).children().toArray(), 'loc'))
      .filter((loc): loc is string => Boolean(loc))
    return { kind: 'index', sitemapCount: children.length, sitemaps }
  }
  if (name === 'html') return { kind: 'invalid', problem: 'it is an HTML page, not a sitemap' }
  return {
    kind: 'invalid',
    problem: `its root element is <${name || 'unknown'}>, not <urlset> or <sitemapindex>`,
  }
}

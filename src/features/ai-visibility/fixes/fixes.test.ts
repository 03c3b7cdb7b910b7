import { describe, expect, it } from 'vitest'

import { allowGroup, type FixSource, fixesFor } from './index'
import { crawlerRow, sampleResult } from '../result/result.fixtures'
import { makeCheck } from '../scoring/score'

const snippetsOf = (result: FixSource, check: string) =>
  fixesFor(result)
    .filter((fix) => fix.check === check)
    .map((fix) => fix.snippet)

describe('fixes to paste', () => {
  it('has nothing to fix on a site where every check passes', () => {
    expect(fixesFor(sampleResult())).toEqual([])
  })

  it('lets a refused crawler in and keeps the * group private paths private', () => {
    const result = sampleResult(
      { gptbot: 'fail' },
      {
        rawRobotsTxt:
          'User-agent: *\nDisallow: /checkout\nDisallow: /account\n\nUser-agent: GPTBot\nDisallow: /\n',
        crawlers: [crawlerRow('GPTBot', { verdict: 'disallowed', group: 'GPTBot' })],
      },
    )
    expect(fixesFor(result)).toEqual([
      {
        check: 'gptbot',
        where: 'robots.txt',
        snippet: 'User-agent: GPTBot\nAllow: /\nDisallow: /checkout\nDisallow: /account',
      },
    ])
  })

  it('names the firewall, not robots.txt, when the server turns an allowed crawler away', () => {
    const result = sampleResult(
      { claudebot: 'fail' },
      {
        crawlers: [
          crawlerRow('ClaudeBot', {
            serverAccess: 'refused',
            httpStatus: 403,
            serverEvidence: 'The server answers it 403 where a browser gets 200.',
          }),
        ],
      },
    )
    const [fix] = fixesFor(result)
    expect(fix).toMatchObject({ check: 'claudebot', where: 'your CDN or firewall' })
    expect(fix!.snippet).toContain(
      '# ClaudeBot: The server answers it 403 where a browser gets 200.',
    )
    expect(fix!.snippet).toContain('(http.user_agent contains "ClaudeBot")')
  })

  it('gives one group for the blocked search crawlers and one for the training crawlers', () => {
    const result = sampleResult(
      { 'ai-search-crawlers': 'warn', 'training-crawlers': 'warn' },
      {
        rawRobotsTxt: 'User-agent: *\nAllow: /\n',
        crawlers: [
          crawlerRow('GPTBot'),
          crawlerRow('OAI-SearchBot', { purpose: 'search', verdict: 'disallowed' }),
          crawlerRow('Claude-User', { purpose: 'user', verdict: 'disallowed' }),
          crawlerRow('CCBot', { purpose: 'training', verdict: 'disallowed' }),
          crawlerRow('Legacy-Bot', { purpose: 'training', verdict: 'disallowed', scored: false }),
        ],
      },
    )
    expect(snippetsOf(result, 'ai-search-crawlers')).toEqual([
      'User-agent: OAI-SearchBot\nUser-agent: Claude-User\nAllow: /',
    ])
    expect(snippetsOf(result, 'training-crawlers')).toEqual(['User-agent: CCBot\nAllow: /'])
  })

  it('offers a robots.txt, not crawler groups, when there is no readable robots.txt', () => {
    const result = sampleResult(
      { 'robots-txt': 'fail', gptbot: 'fail', claudebot: 'fail', perplexitybot: 'fail' },
      {
        robotsTxtAccessible: false,
        rawRobotsTxt: '',
        crawlers: ['GPTBot', 'ClaudeBot', 'PerplexityBot'].map((token) =>
          crawlerRow(token, { verdict: 'disallowed' }),
        ),
      },
    )
    expect(fixesFor(result)).toEqual([
      {
        check: 'robots-txt',
        where: 'a new file at https://shop.example/robots.txt (served as text/plain)',
        snippet: 'User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml',
      },
    ])
  })

  it('writes the meta description from og:description, escaped for an attribute', () => {
    const result = sampleResult(
      { 'meta-tags': 'warn' },
      { htmlMetaData: { 'og:description': 'Shoes & boots, "made" <here>' } },
    )
    expect(snippetsOf(result, 'meta-tags')).toEqual([
      '<meta name="description" content="Shoes &amp; boots, &quot;made&quot; &lt;here>">',
    ])
  })

  it('adds only the social tags that are missing', () => {
    const result = sampleResult(
      { 'social-cards': 'warn' },
      {
        htmlMetaData: {
          'og:title': 'Shoe Shop',
          'og:description': 'Shoes',
          'og:type': 'website',
          'twitter:card': 'summary',
        },
      },
    )
    expect(snippetsOf(result, 'social-cards')).toEqual([
      '<meta property="og:image" content="https://shop.example/og-image.png">\n<meta property="og:url" content="https://shop.example/">',
    ])
  })

  it('writes Organization JSON-LD when there is none, with no way to close the script', () => {
    const result = sampleResult(
      { 'structured-data': 'fail' },
      {
        hasStructuredData: false,
        structuredDataTypes: [],
        entity: { name: 'Evil</script><script>x', consistent: true, sameAs: [], names: [] },
      },
    )
    const [snippet] = snippetsOf(result, 'structured-data')
    expect(snippet).toMatch(/^<script type="application\/ld\+json">\n/)
    expect(snippet!.match(/<\/script>/g)).toHaveLength(1)
    const json = JSON.parse(snippet!.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<
      string,
      unknown
    >
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Evil</script><script>x',
      url: 'https://shop.example/',
      description: 'Hand-made shoes from Leeds.',
    })
  })

  it('fills the missing properties of structured data with placeholders', () => {
    const result: FixSource = {
      ...sampleResult(),
      structuredDataIssues: [
        { type: 'Organization', missing: ['logo', 'sameAs'] },
        { type: 'Article', missing: ['author', 'datePublished'] },
        { type: 'Broken', missing: 'logo' },
      ],
    }
    const [snippet] = snippetsOf(result, 'structured-data')
    const blocks = snippet!
      .split('\n\n')
      .map((block) => JSON.parse(block.replace(/^<script[^>]*>|<\/script>$/g, '')) as unknown)
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        logo: 'https://shop.example/logo.png',
        sameAs: ['https://www.linkedin.com/company/your-company', 'https://x.com/your-company'],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        author: { '@type': 'Person', name: 'Author name' },
        datePublished: 'YYYY-MM-DD',
      },
    ])
  })

  it('explains a crawler charged by pay per crawl beside its check', () => {
    const result: FixSource = {
      ...sampleResult({ gptbot: 'fail' }),
      payPerCrawl: [
        { crawler: 'GPTBot', status: 402, price: '$0.01' },
        { crawler: 'Bytespider', status: 402, price: null },
        { crawler: 'ClaudeBot', status: 200, price: null },
      ],
    }
    const fixes = fixesFor(result)
    const gptbot = fixes.filter((fix) => fix.check === 'gptbot')
    expect(gptbot).toHaveLength(1)
    expect(gptbot[0]!.snippet).toContain('# GPTBot is asked to pay $0.01 per request (HTTP 402')
    expect(gptbot[0]!.snippet).toContain('User-agent: GPTBot\nAllow: /')
    expect(fixes.find((fix) => fix.check === 'server-access')!.snippet).toContain(
      '# Bytespider is asked to pay a price per request',
    )
    expect(fixes.some((fix) => fix.snippet.includes('ClaudeBot is asked'))).toBe(false)
  })

  it('states licence terms in a Link header, which Lighthouse accepts, not in robots.txt', () => {
    // The agent-readiness checks, as its score group holds them: licensing warns.
    const result: FixSource = {
      ...sampleResult(),
      checks: [makeCheck('licensing', 'warn', 'The server asks GPTBot to pay (HTTP 402).')],
    }
    const [fix, ...more] = fixesFor(result, 'agentReadiness')
    expect(more).toEqual([])
    expect(fix!.check).toBe('licensing')
    expect(fix!.snippet).toBe(
      'Link: <https://shop.example/license.xml>; rel="license"; type="application/rsl+xml"',
    )
    expect(fix!.where).toContain('<link rel="license">')
    expect(
      fixesFor({ ...result, checks: [makeCheck('licensing', 'pass', 'RSL')] }, 'agentReadiness'),
    ).toEqual([])
  })

  it('writes an llms.txt skeleton and lists its broken links', () => {
    const result: FixSource = {
      ...sampleResult({ 'llms-txt': 'fail' }),
      llmsTxtLinks: { checked: 3, broken: ['https://shop.example/gone', 42] },
    }
    const [skeleton, broken] = snippetsOf(result, 'llms-txt')
    expect(skeleton!.split('\n').slice(0, 5)).toEqual([
      '# Shoe Shop',
      '',
      '> Hand-made shoes from Leeds.',
      '',
      '## Pages',
    ])
    expect(broken).toBe('https://shop.example/gone')
  })

  it('adds the sitemap line and a sitemap skeleton', () => {
    const [snippet] = snippetsOf(sampleResult({ sitemap: 'fail' }), 'sitemap')
    expect(snippet).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml\n/)
    expect(snippet).toContain('<loc>https://shop.example/</loc>')
  })

  it('writes only the page basics that are missing', () => {
    const base = sampleResult()
    const result = {
      ...base,
      checks: base.checks.map((check) =>
        check.id === 'page-basics'
          ? {
              ...check,
              status: 'warn' as const,
              evidence: 'Title: "Shoes"; canonical: none; lang: en.',
            }
          : check,
      ),
    }
    expect(snippetsOf(result, 'page-basics')).toEqual([
      '<link rel="canonical" href="https://shop.example/">',
    ])
  })

  it('offers only the missing half of the Markdown version', () => {
    const linked = sampleResult(
      { markdown: 'warn' },
      { markdown: { negotiated: false, alternate: 'https://shop.example/index.md' } },
    )
    expect(snippetsOf(linked, 'markdown')).toEqual([
      'Content-Type: text/markdown; charset=utf-8\nVary: Accept',
    ])
    const negotiated = sampleResult(
      { markdown: 'warn' },
      { markdown: { negotiated: true, alternate: null } },
    )
    expect(snippetsOf(negotiated, 'markdown')).toEqual([
      '<link rel="alternate" type="text/markdown" href="https://shop.example/index.md">',
    ])
  })

  it('orders the fixes as the checks are ordered', () => {
    const result = sampleResult(
      { 'social-cards': 'fail', 'robots-txt': 'fail', 'meta-tags': 'fail' },
      { robotsTxtAccessible: false, htmlMetaData: {} },
    )
    expect(fixesFor(result).map((fix) => fix.check)).toEqual([
      'robots-txt',
      'meta-tags',
      'social-cards',
    ])
  })

  it('builds an allow group without a * group', () => {
    expect(allowGroup(['GPTBot'], '')).toBe('User-agent: GPTBot\nAllow: /')
  })
})

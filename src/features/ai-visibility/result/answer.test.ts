import { describe, expect, it } from 'vitest'

import { normalizeAnswer } from './answer'
import { SPEC_ONLY_RESULT } from '../answer.fixtures'
import type { AiCheckResult } from './types'

const SPEC = SPEC_ONLY_RESULT

const FULL: AiCheckResult = {
  ...SPEC,
  structuredDataTypes: ['Organization'],
  crawlers: [
    {
      token: 'GPTBot',
      company: 'OpenAI',
      purpose: 'training',
      scored: true,
      legacy: false,
      verdict: 'disallowed',
      group: 'GPTBot',
      rule: 'Disallow: /',
      line: 2,
      evidence: 'Disallow: / in the GPTBot group',
      shadowing: null,
      serverAccess: 'allowed',
      httpStatus: 200,
      probedAs: 'GPTBot',
      serverEvidence: 'The server answers it as it answers a browser.',
    },
  ],
  browserAccess: { httpStatus: 200, bytes: 5120, evidence: 'A browser gets 200.' },
  pages: [
    {
      url: 'https://older.example/about',
      finalUrl: null,
      status: 200,
      indexable: true,
      robotsAllowed: { GPTBot: false, ClaudeBot: true },
      blockedCrawlers: [],
      canonical: { url: 'https://older.example/about', target: 'self' },
      structuredDataTypes: ['AboutPage'],
      words: 420,
      directives: { noindex: false, nosnippet: false, noai: false, sources: [] },
      timedOut: false,
      problems: [],
    },
  ],
  pagesSource: 'sitemap',
  checks: [
    {
      id: 'gptbot',
      label: 'OpenAI GPTBot may crawl and fetch the home page',
      weight: 11,
      status: 'fail',
      evidence: 'Disallow: /',
      recommendation: 'Allow OpenAI GPTBot in robots.txt.',
      advice: ['Allow GPTBot.'],
    },
  ],
  robotsTxt: { url: 'https://older.example/robots.txt', status: 'ok', reason: 'Read.' },
  rendering: { serverWords: 420, needsJavaScript: false, appShell: false },
  markdown: { negotiated: true, alternate: 'https://older.example/index.md' },
  robotsShadowing: [{ crawler: 'GPTBot', group: 'GPTBot', lostRules: ['Disallow: /admin'] }],
  freshness: {
    etag: '"abc"',
    lastModified: null,
    conditional304: true,
    sitemapLastmod: '2026-01-01',
    datesAgree: null,
  },
  citation: {
    author: 'Ada',
    datePublished: '2026-01-01',
    dateModified: '2026-01-02',
    questionHeadings: ['Why?'],
    faq: true,
  },
  entity: {
    name: 'Older',
    consistent: false,
    sameAs: ['https://social.example/older'],
    names: [
      { source: 'json-ld', name: 'Older' },
      { source: 'title', name: 'Elder' },
    ],
  },
  redirects: {
    hops: [{ url: 'http://older.example/', status: 301, location: 'https://older.example/' }],
    note: null,
  },
  caching: {
    cacheControl: 'max-age=60',
    cacheable: true,
    noStore: false,
    noCache: false,
    private: false,
    maxAge: 60,
  },
  payPerCrawl: [{ crawler: 'GPTBot', status: 402, price: 'USD 0.01' }],
  structuredDataIssues: [{ type: 'Article', missing: ['image', 'author.name'] }],
  llmsTxtLinks: { checked: 3, broken: ['https://older.example/gone'] },
  llmsFullTxt: true,
  checkedUrl: 'https://older.example/',
  checkedAt: '2026-11-26T04:00:00.000Z',
  fixes: [{ check: 'gptbot', where: 'robots.txt', snippet: 'User-agent: GPTBot\nAllow: /' }],
}

describe('normalizeAnswer', () => {
  it('keeps an answer with only the spec fields as it is, with no newer part', () => {
    expect(normalizeAnswer(SPEC)).toEqual(SPEC)
  })

  it('keeps a complete, well-formed answer unchanged', () => {
    expect(normalizeAnswer(FULL)).toEqual(FULL)
  })

  it('keeps only the fixes that have a check, a place and a snippet', () => {
    const answer = normalizeAnswer({
      ...FULL,
      fixes: [
        FULL.fixes[0],
        { check: 'meta-tags', where: 'the <head>' },
        { check: 'sitemap', where: 'robots.txt', snippet: '' },
        'Sitemap: /sitemap.xml',
      ],
    })
    expect(answer?.fixes).toEqual(FULL.fixes)
    expect(normalizeAnswer({ ...FULL, fixes: 'none' })).not.toHaveProperty('fixes')
  })

  it('gives the spec fields safe values when they are missing or of the wrong type', () => {
    expect(
      normalizeAnswer({
        aiVisibilityScore: 140.4,
        allowsGPTBot: 'yes',
        structuredDataTypes: 'Organization',
        htmlMetaData: { description: 'ok', broken: 3 },
      }),
    ).toEqual({
      domain: '',
      aiVisibilityScore: 100,
      robotsTxtAccessible: false,
      allowsGPTBot: false,
      allowsAnthropicBot: false,
      allowsPerplexityBot: false,
      hasStructuredData: false,
      structuredDataTypes: [],
      hasMetaTags: false,
      htmlMetaData: { description: 'ok' },
      rawRobotsTxt: '',
    })
    expect(normalizeAnswer({ aiVisibilityScore: '61' })?.aiVisibilityScore).toBe(0)
  })

  it('is null for what is not an answer', () => {
    for (const raw of [null, undefined, 'text', 42, []]) expect(normalizeAnswer(raw)).toBeNull()
  })

  it('leaves out every newer part of the wrong shape, and keeps the spec fields', () => {
    const answer = normalizeAnswer({
      ...SPEC,
      robotsShadowing: { GPTBot: ['Disallow: /'] },
      redirects: { note: 'two hops' },
      rendering: { serverWords: '420', needsJavaScript: false, appShell: false },
      markdown: null,
      freshness: [],
      citation: { author: 'Ada', questionHeadings: 'Why?', faq: true },
      entity: { name: 'Older', consistent: true, sameAs: 'https://social.example/older' },
      caching: 'max-age=60',
      crawlers: 'GPTBot',
      checks: { gptbot: 'fail' },
      pages: 3,
      browserAccess: [],
      robotsTxt: { url: 5 },
      pagesSource: 'guess',
      payPerCrawl: { GPTBot: 402 },
      structuredDataIssues: 'Article',
      llmsTxtLinks: { broken: [] },
      llmsFullTxt: 'yes',
      checkedAt: 12,
    })
    expect(answer).toEqual(SPEC)
  })

  it('keeps the well-formed items of a list and leaves out the others', () => {
    const answer = normalizeAnswer({
      ...FULL,
      robotsShadowing: [null, 'GPTBot', { crawler: 'ClaudeBot' }, FULL.robotsShadowing[0]],
      redirects: { hops: [{ url: 'http://a/' }, ...FULL.redirects.hops], note: 3 },
      checks: [
        null,
        { id: 'gptbot' },
        { ...FULL.checks[0], status: 'maybe', advice: 'one' },
        FULL.checks[0],
      ],
      crawlers: [
        { ...FULL.crawlers[0], token: 'Other', purpose: 'mystery' },
        { ...FULL.crawlers[0], serverAccess: 'teleported' },
      ],
      pages: [{ ...FULL.pages[0], url: 'not a url' }, { url: 'https://older.example/x' }],
      entity: { ...FULL.entity, names: 'Older' },
    })
    expect(answer?.robotsShadowing).toEqual(FULL.robotsShadowing)
    expect(answer?.redirects).toEqual({ hops: FULL.redirects.hops, note: null })
    // An unknown status reads as not applicable; the duplicate id is left out.
    const { advice: _advice, ...withoutAdvice } = FULL.checks[0]!
    expect(answer?.checks).toEqual([{ ...withoutAdvice, status: 'n/a' }])
    expect(answer?.crawlers).toEqual([{ ...FULL.crawlers[0], serverAccess: 'unknown' }])
    expect(answer?.pages).toEqual([
      {
        url: 'https://older.example/x',
        finalUrl: null,
        status: null,
        indexable: false,
        robotsAllowed: {},
        blockedCrawlers: [],
        canonical: null,
        structuredDataTypes: [],
        words: null,
        directives: null,
        timedOut: false,
        problems: [],
      },
    ])
    expect(answer?.entity).toEqual({ ...FULL.entity, names: [] })
  })

  it('keeps the permalink, the previous result and the changes', () => {
    const shared = {
      ...FULL,
      permalink: 'https://site.example/ai-checker/results/abcdefghijklmnopqrstuv',
      previous: { score: 80, checkedAt: '2026-11-20T04:00:00.000Z' },
      changes: [{ check: 'gptbot', from: 'pass', to: 'fail' }],
    }
    expect(normalizeAnswer(shared)).toEqual(shared)
  })

  it('leaves out a permalink that is not a web address and changes of unknown statuses', () => {
    const answer = normalizeAnswer({
      ...SPEC,
      permalink: 'javascript:alert(1)',
      previous: null,
      changes: [
        { check: 'gptbot', from: 'pass', to: 'broken' },
        { check: 'llms-txt', from: 'fail', to: 'pass' },
      ],
    })
    expect(answer?.permalink).toBeUndefined()
    expect(answer?.previous).toBeNull()
    expect(answer?.changes).toEqual([{ check: 'llms-txt', from: 'fail', to: 'pass' }])
  })
})

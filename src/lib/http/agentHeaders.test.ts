import LinkHeader from 'http-link-header'
import { parseDictionary, Token } from 'structured-headers'
import { describe, expect, it } from 'vitest'

import {
  agentHeaderRules,
  CONTENT_SIGNAL,
  CONTENT_USAGE,
  DISCOVERY,
  pageLinks,
  SERVER_CARD_MEDIA_TYPE,
} from './agentHeaders'
import { markdownPath } from '../seo/metadata'
import { PUBLIC_ROUTES } from '../seo/publicRoutes'

/** The AI Preferences vocabulary's processing: a Token y or n, anything else unknown. */
function aiPreferences(value: string): Record<string, 'allow' | 'disallow' | 'unknown'> {
  const dictionary = parseDictionary(value)
  const preference = (label: string) => {
    const [item] = (dictionary.get(label) ?? [undefined]) as [unknown]
    if (!(item instanceof Token)) return 'unknown'
    return item.toString() === 'y' ? 'allow' : item.toString() === 'n' ? 'disallow' : 'unknown'
  }
  return { 'train-ai': preference('train-ai'), search: preference('search') }
}

/** Content Signals: comma-separated `name=yes|no`. */
const contentSignals = (value: string) =>
  Object.fromEntries(value.split(',').map((part) => part.trim().split('=') as [string, string]))

describe('Content-Usage', () => {
  it('is a structured-field dictionary of the vocabulary’s labels only', () => {
    const dictionary = parseDictionary(CONTENT_USAGE)
    expect([...dictionary.keys()]).toEqual(['train-ai', 'search'])
    expect(aiPreferences(CONTENT_USAGE)).toEqual({ 'train-ai': 'allow', search: 'allow' })
  })

  it('says what Content-Signal says, term for term', () => {
    const signals = contentSignals(CONTENT_SIGNAL)
    expect(Object.keys(signals)).toEqual(['search', 'ai-input', 'ai-train'])
    const asPreference = (signal: string | undefined) => (signal === 'yes' ? 'allow' : 'disallow')
    expect(aiPreferences(CONTENT_USAGE)).toEqual({
      'train-ai': asPreference(signals['ai-train']),
      search: asPreference(signals.search),
    })
  })
})

describe('the Link header of a page', () => {
  const links = LinkHeader.parse(pageLinks('/coaching.md'))

  it('parses as RFC 8288 links, each with a relation', () => {
    expect(links.refs).toHaveLength(4)
    for (const ref of links.refs) expect(ref.rel).toMatch(/^[a-z-]+$/)
  })

  it('points to the API catalog, llms.txt, the page in Markdown and the MCP server card', () => {
    expect(links.get('rel', 'api-catalog')).toEqual([
      { uri: DISCOVERY.apiCatalog, rel: 'api-catalog' },
    ])
    expect(links.get('rel', 'describedby')).toEqual([
      { uri: '/llms.txt', rel: 'describedby', type: 'text/plain' },
    ])
    expect(links.get('rel', 'alternate')).toEqual([
      { uri: '/coaching.md', rel: 'alternate', type: 'text/markdown' },
    ])
    expect(links.get('rel', 'service-desc')).toEqual([
      {
        uri: DISCOVERY.serverCard,
        rel: 'service-desc',
        anchor: '/mcp',
        type: SERVER_CARD_MEDIA_TYPE,
      },
    ])
  })
})

describe('the header rules', () => {
  const rules = agentHeaderRules()
  const linkOf = (source: string) =>
    rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Link')
      ?.value

  it('give each public page a rule of its own, linking to its Markdown version', () => {
    for (const { path } of PUBLIC_ROUTES) {
      expect(linkOf(path), path).toBe(pageLinks(markdownPath(path)))
    }
    expect(linkOf('/')).toContain('</index.md>; rel="alternate"')
    expect(linkOf(DISCOVERY.docs)).toContain('</agents.md>; rel="alternate"')
  })

  it('compile no value per request but an article’s', () => {
    // Next compiles a header value per request only when the rule's source has parameters.
    const withParameters = rules.filter((rule) => rule.source.includes(':'))
    expect(withParameters.map((rule) => rule.source)).toEqual([
      '/blog/:slug([a-z0-9]+(?:-[a-z0-9]+)*)',
      '/:path(.+\\.md)',
    ])
    const slugPattern = withParameters[0]!.source.slice('/blog/:slug'.length)
    const article = new RegExp(`^/blog/${slugPattern}$`)
    expect(article.test('/blog/what-is-llms-txt')).toBe(true)
    expect(article.test('/blog/what-is-llms-txt.md')).toBe(false)
    expect(withParameters[1]!.headers.every((header) => !header.value.includes(':'))).toBe(true)
  })

  it('state the usage preferences on pages and on their Markdown versions', () => {
    for (const rule of rules) {
      expect(rule.headers).toContainEqual({ key: 'Content-Usage', value: CONTENT_USAGE })
    }
  })
})

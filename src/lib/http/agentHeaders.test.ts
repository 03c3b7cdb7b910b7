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
  // The page rule's pattern, as path-to-regexp anchors it (the built app's test serves it).
  const page = new RegExp(`^/${rules[1]!.source.slice('/:path('.length, -1)}$`)

  it('give the home page its Markdown address, /index.md', () => {
    expect(rules[0]).toMatchObject({ source: '/' })
    expect(rules[0]!.headers[0]!.value).toContain('</index.md>; rel="alternate"')
  })

  it('take pages, and leave APIs, dashboards, files and the MCP endpoint alone', () => {
    for (const path of ['/coaching', '/blog/some-post', '/ai-checker/results/abc', '/admins'])
      expect(page.test(path), path).toBe(true)
    for (const path of [
      '/api/blog',
      '/api',
      '/admin',
      '/admin/login',
      '/cms/collections',
      '/mcp',
      '/_next/static/x',
      '/_markdown/coaching.md',
      '/llms.txt',
      '/robots.txt',
      '/.well-known/api-catalog',
      '/coaching.md',
    ])
      expect(page.test(path), path).toBe(false)
  })

  it('state the usage preferences on pages and on their Markdown versions', () => {
    for (const rule of rules) {
      expect(rule.headers).toContainEqual({ key: 'Content-Usage', value: CONTENT_USAGE })
    }
    expect(rules[2]!.source).toBe('/:path(.+\\.md)')
  })
})

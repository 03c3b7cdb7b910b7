import { describe, expect, it } from 'vitest'

import { markdownPage, markdownRewrites, prefersMarkdown, routedPage } from './markdownRequest'

const get = (pathname: string, accept: string | null = '*/*') =>
  markdownPage({ method: 'GET', pathname, accept })

describe('markdownPage', () => {
  it('serves /index.md and <path>.md as the Markdown of the page', () => {
    expect(get('/index.md')).toBe('/')
    expect(get('/coaching.md')).toBe('/coaching')
    expect(get('/blog/post.md')).toBe('/blog/post')
    expect(markdownPage({ method: 'HEAD', pathname: '/blog/post.md', accept: null })).toBe(
      '/blog/post',
    )
  })

  it('answers a page in Markdown when Accept prefers text/markdown to text/html', () => {
    expect(get('/', 'text/markdown')).toBe('/')
    expect(get('/blog', 'text/markdown, text/html;q=0.9')).toBe('/blog')
    expect(get('/blog', 'text/html, text/markdown')).toBeNull()
    expect(get('/blog', 'text/html;q=0.5, text/markdown;q=0.4')).toBeNull()
    expect(get('/blog', 'text/markdown;q=0')).toBeNull()
    expect(get('/blog', '*/*')).toBeNull()
    expect(get('/blog', null)).toBeNull()
  })

  it('gives no Markdown for the dashboards, the APIs, build files, other files or writes', () => {
    for (const path of [
      '/api/blog',
      '/api/blog.md',
      '/admin',
      '/admin/login.md',
      '/cms',
      '/cms/collections/posts.md',
      '/_next/static/chunk.js',
      '/_markdown/coaching',
      '/favicon.ico',
      '/og.png',
      '/llms.txt',
      '/.md',
      '/coaching/.md',
    ]) {
      expect(get(path, 'text/markdown'), path).toBeNull()
    }
    expect(markdownPage({ method: 'POST', pathname: '/coaching.md', accept: null })).toBeNull()
  })
})

describe('routedPage', () => {
  it('reads the page from the path the rewrite kept, .md address or not', () => {
    expect(routedPage([])).toBe('/')
    expect(routedPage(['index.md'])).toBe('/')
    expect(routedPage(['coaching.md'])).toBe('/coaching')
    expect(routedPage(['blog', 'post'])).toBe('/blog/post')
    expect(routedPage(['blog', 'café.md'])).toBe('/blog/caf%C3%A9')
  })

  it('refuses what has no Markdown version, reached directly', () => {
    expect(routedPage(['api', 'blog'])).toBeNull()
    expect(routedPage(['cms'])).toBeNull()
    expect(routedPage(['og.png'])).toBeNull()
    expect(routedPage(['_markdown', 'coaching'])).toBeNull()
  })
})

describe('markdownRewrites', () => {
  it('only takes requests the proxy marked, under the proxy matcher’s own conditions', () => {
    for (const rule of markdownRewrites()) {
      expect(rule.has).toContainEqual({ type: 'header', key: 'x-markdown-page' })
      expect(rule.source.endsWith(String.raw`\.md)`) || rule.has.length === 2).toBe(true)
    }
  })

  it('takes each request once: no rule matches what an earlier one rewrote to', () => {
    const rules = markdownRewrites()
    const sources = rules.map(
      (rule) => new RegExp(`^${rule.source.replace(/\/:path\((.*)\)$/, '/($1)')}$`),
    )
    for (const path of ['/coaching', '/blog/post', '/coaching.md', '/index.md']) {
      const first = sources.findIndex((source) => source.test(path))
      expect(first, path).toBeGreaterThanOrEqual(0)
      const rewritten = rules[first]!.destination.replace(':path', path.slice(1))
      expect(
        sources.slice(first + 1).some((source) => source.test(rewritten)),
        `${path} -> ${rewritten}`,
      ).toBe(false)
    }
  })
})

describe('prefersMarkdown', () => {
  it('reads the Accept header case-insensitively', () => {
    expect(prefersMarkdown('Text/Markdown')).toBe(true)
  })
})

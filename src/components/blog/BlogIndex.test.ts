import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PublicPost } from '@/lib/dto/posts'

import { BlogIndex } from './BlogIndex'

const post = (overrides: Partial<PublicPost>): PublicPost => ({
  id: 1,
  slug: 'a-post',
  title: 'A post',
  excerpt: null,
  content: '<p>Body</p>',
  heroImage: null,
  readTime: 7,
  publishedAt: '2025-01-05T12:00:00.000Z',
  createdAt: '2025-01-04T12:00:00.000Z',
  updatedAt: '2025-01-05T12:00:00.000Z',
  seoTitle: 'A post',
  seoDescription: null,
  category: null,
  tags: [],
  author: { name: 'Admin' },
  ...overrides,
})

const render = (props: Parameters<typeof BlogIndex>[0]) =>
  renderToStaticMarkup(createElement(BlogIndex, props))

describe('BlogIndex', () => {
  it("says 'No articles yet' when nothing is published", () => {
    const html = render({ posts: [] })
    expect(html).toContain('No articles yet')
    expect(html).toContain('href="/api/blog/rss"')
    expect(html).not.toContain('data-testid="post-card"')
  })

  it('says that nothing matched a search, and keeps the term in the box', () => {
    const html = render({ posts: [], searchTerm: 'zebra' })
    expect(html).toContain('No articles match “zebra”')
    expect(html).not.toContain('No articles yet')
    expect(html).toMatch(/<input[^>]*name="search"[^>]*value="zebra"/)
  })

  it('renders a card with the date, read time and the excerpt fallback', () => {
    const html = render({ posts: [post({})] })
    expect(html).toContain('href="/blog/a-post"')
    expect(html).toContain('January 5, 2025')
    expect(html).toContain('7 min read')
    expect(html).toContain('Click to read more about this article...')
  })
})

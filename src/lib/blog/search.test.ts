import { describe, expect, it } from 'vitest'

import { filterPosts, htmlToText, readSearchTerm } from './search'

const post = (
  title: string,
  extra: Partial<{ excerpt: string | null; tags: string[]; content: string }> = {},
) => ({
  title,
  excerpt: extra.excerpt ?? null,
  tags: extra.tags ?? [],
  content: extra.content ?? '',
})

describe('filterPosts', () => {
  const posts = [
    post('Robots for AI', { tags: ['crawlers'] }),
    post('Structured data', { excerpt: 'JSON-LD that assistants read' }),
    post('A quick win', {
      content: '<p>Publish an <strong>llms.txt</strong> file &amp; relax</p>',
    }),
  ]

  it('matches title, excerpt, tags and content case-insensitively', () => {
    expect(filterPosts(posts, 'ROBOTS').map((p) => p.title)).toEqual(['Robots for AI'])
    expect(filterPosts(posts, 'json-ld').map((p) => p.title)).toEqual(['Structured data'])
    expect(filterPosts(posts, 'Crawlers').map((p) => p.title)).toEqual(['Robots for AI'])
    expect(filterPosts(posts, 'LLMS.TXT').map((p) => p.title)).toEqual(['A quick win'])
  })

  it('ignores HTML markup and decodes entities in the content', () => {
    expect(filterPosts(posts, 'strong')).toEqual([])
    expect(filterPosts(posts, 'file & relax').map((p) => p.title)).toEqual(['A quick win'])
  })

  it('keeps every post, in order, for an empty term', () => {
    expect(filterPosts(posts, '   ')).toEqual(posts)
  })

  it('returns nothing when no post matches', () => {
    expect(filterPosts(posts, 'blockchain')).toEqual([])
  })
})

describe('readSearchTerm', () => {
  it('trims, takes the first value and caps the length', () => {
    expect(readSearchTerm('  robots ')).toBe('robots')
    expect(readSearchTerm(['a', 'b'])).toBe('a')
    expect(readSearchTerm(undefined)).toBe('')
    expect(readSearchTerm('x'.repeat(500))).toHaveLength(100)
  })
})

describe('htmlToText', () => {
  it('keeps the words apart where tags separated them', () => {
    expect(htmlToText('<h2>One</h2><p>Two&nbsp;three</p>')).toBe('One Two three')
  })
})

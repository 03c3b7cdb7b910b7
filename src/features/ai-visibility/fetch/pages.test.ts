import { describe, expect, it } from 'vitest'

import { samePageSite } from './fetcher'
import { bySitemapPriority, canonicalOf, pickPages } from './pages'

describe('further pages', () => {
  const home = new URL('https://example.com/')

  it('takes the sitemap by priority, then in order', () => {
    expect(
      bySitemapPriority([
        { loc: 'https://example.com/', priority: 1 },
        { loc: 'https://example.com/blog/post', priority: 0.5 },
        { loc: 'https://example.com/services', priority: 0.9 },
        { loc: 'https://example.com/about', priority: 0.9 },
      ]),
    ).toEqual([
      'https://example.com/',
      'https://example.com/services',
      'https://example.com/about',
      'https://example.com/blog/post',
    ])
  })

  it('picks up to five pages of the same site, not the home page, files or duplicates', () => {
    expect(
      pickPages(home, [
        'https://example.com/',
        'https://www.example.com/services',
        'http://example.com/services#top',
        'https://other.example/about',
        '/brochure.pdf',
        'mailto:team@example.com',
        '/about',
        '/a',
        '/b',
        '/c',
        '/d',
      ]),
    ).toEqual([
      'https://www.example.com/services',
      'https://example.com/about',
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/c',
    ])
  })

  it('counts the same origin as the same site, but not another port', () => {
    const local = new URL('http://127.0.0.1:4100/')
    expect(samePageSite(local, new URL('http://127.0.0.1:4100/services'))).toBe(true)
    expect(samePageSite(local, new URL('http://127.0.0.1:4200/services'))).toBe(false)
    expect(samePageSite(home, new URL('http://www.example.com/x'))).toBe(true)
    expect(samePageSite(home, new URL('https://example.com:8443/x'))).toBe(false)
  })

  it('tells a self canonical from another page and another site', () => {
    const page = new URL('https://example.com/services/')
    expect(canonicalOf('https://example.com/services', page)?.target).toBe('self')
    expect(canonicalOf('/services/', page)?.target).toBe('self')
    expect(canonicalOf('https://example.com/', page)).toEqual({
      url: 'https://example.com/',
      target: 'other-page',
    })
    expect(canonicalOf('https://copy.example.net/services', page)?.target).toBe('other-site')
    expect(canonicalOf(null, page)).toBeNull()
  })
})

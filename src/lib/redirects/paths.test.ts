import { describe, expect, it } from 'vitest'

import {
  BACKSLASH_MESSAGE,
  CONTROL_MESSAGE,
  RESERVED_MESSAGE,
  SELF_MESSAGE,
  TO_MESSAGE,
  USERINFO_MESSAGE,
  encodeNonAscii,
  normalizePath,
  pageExistsMessage,
  validateFrom,
  validateTo,
} from './paths'

describe('redirect addresses', () => {
  it('accepts a path of this site or a full address', () => {
    expect(validateTo('/blog')).toBe(true)
    expect(validateTo('/blog?search=ai#top')).toBe(true)
    expect(validateTo('https://example.com/page')).toBe(true)
    expect(validateTo('https://example.com/a?b=c@d')).toBe(true)
  })

  it('refuses another site unless written as a full address', () => {
    for (const url of ['example.com', '//example.com', 'javascript:alert(1)', 'https://', '?x=1']) {
      expect(validateTo(url)).toBe(TO_MESSAGE)
    }
  })

  it('refuses a backslash, user info and characters a Location header cannot carry', () => {
    expect(validateTo('/\\evil')).toBe(BACKSLASH_MESSAGE)
    expect(validateTo('http://evil.com\\@good.com')).toBe(BACKSLASH_MESSAGE)
    expect(validateTo('https://good.com@evil.com/')).toBe(USERINFO_MESSAGE)
    expect(validateTo('https://user:pass@example.com/')).toBe(USERINFO_MESSAGE)
    for (const url of ['/blog?x=\r\nSet-Cookie:a=b', '/a\tb', '/blog?x=\u0085', '/x?\u0000']) {
      expect(validateTo(url)).toBe(CONTROL_MESSAGE)
    }
    expect(validateTo('/blog?x=\u2603')).toBe(CONTROL_MESSAGE)
  })

  it('percent-encodes characters beyond ASCII and leaves control characters', () => {
    expect(encodeNonAscii('/blog?search=café／')).toBe('/blog?search=caf%C3%A9%EF%BC%8F')
    expect(validateTo(encodeNonAscii('/blog?search=café'))).toBe(true)
    expect(encodeNonAscii('/x?\r\n')).toBe('/x?\r\n')
    expect(validateTo(encodeNonAscii('/x?\ud800'))).toBe(CONTROL_MESSAGE)
  })

  it('refuses a redirect to its own address and from the home page', () => {
    expect(validateTo('/old/', '/old')).toBe(SELF_MESSAGE)
    expect(validateTo('/old?x=1', '/old')).toBe(SELF_MESSAGE)
    expect(validateFrom('/')).not.toBe(true)
    expect(validateFrom('old')).not.toBe(true)
    expect(normalizePath('/Old-Page/')).toBe('/Old-Page')
  })

  it("refuses a page of the site and the site's own tools as the old address", () => {
    expect(validateFrom('/contact/')).toBe(pageExistsMessage('/contact'))
    expect(validateFrom('/sitemap.xml')).toBe(pageExistsMessage('/sitemap.xml'))
    for (const from of ['/admin', '/cms/collections', '/api/blog', '/_next/static/x', '/API']) {
      expect(validateFrom(from)).toBe(RESERVED_MESSAGE)
    }
    expect(validateFrom('/administration')).toBe(true)
    expect(validateFrom('/blog/old-post')).toBe(true)
  })
})

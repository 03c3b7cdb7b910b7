import { describe, expect, it } from 'vitest'

import { TO_MESSAGE, normalizePath, validateFrom, validateTo } from './paths'

describe('redirect addresses', () => {
  it('accepts a path of this site or a full address', () => {
    expect(validateTo('/blog')).toBe(true)
    expect(validateTo('/blog?search=ai#top')).toBe(true)
    expect(validateTo('https://example.com/page')).toBe(true)
  })

  it('refuses another site unless written as a full address', () => {
    for (const url of [
      'example.com',
      '//example.com',
      'javascript:alert(1)',
      '/\\evil',
      'https://',
    ]) {
      expect(validateTo(url)).toBe(TO_MESSAGE)
    }
  })

  it('refuses a redirect to its own address and from the home page', () => {
    expect(validateTo('/old/', '/old')).not.toBe(true)
    expect(validateFrom('/')).not.toBe(true)
    expect(validateFrom('old')).not.toBe(true)
    expect(normalizePath('/Old-Page/')).toBe('/Old-Page')
  })
})

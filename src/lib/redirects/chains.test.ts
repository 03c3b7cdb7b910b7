import { describe, expect, it } from 'vitest'

import { collapseChains } from './chains'

describe('redirect chains', () => {
  it('answers the end of a chain in one hop', () => {
    expect(collapseChains({ '/a': '/b', '/b': '/c?x=1', '/d': 'https://example.com/' })).toEqual({
      '/a': '/c?x=1',
      '/b': '/c?x=1',
      '/d': 'https://example.com/',
    })
  })

  it('leaves out redirects that loop', () => {
    expect(collapseChains({ '/a': '/b', '/b': '/a', '/c': '/a', '/s': '/s?x' })).toEqual({})
  })
})

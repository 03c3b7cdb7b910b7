import { describe, expect, it } from 'vitest'

import { socialCardPath, truncateForCard } from './socialCard'

describe('social card', () => {
  it('links one address per post version', () => {
    expect(socialCardPath({ slug: 'a-post', updatedAt: '2026-01-02T03:04:05.678Z' })).toBe(
      '/blog/a-post/social-card?v=1767323045678',
    )
  })

  it('keeps short text as it is', () => {
    expect(truncateForCard('  A short   title ', 40)).toBe('A short title')
  })

  it('cuts long text at a word break with an ellipsis', () => {
    const cut = truncateForCard('word '.repeat(4000), 120)
    expect(Array.from(cut).length).toBeLessThanOrEqual(120)
    expect(cut.endsWith('word…')).toBe(true)
  })

  it('cuts text without spaces inside the limit', () => {
    const cut = truncateForCard('x'.repeat(20_000), 40)
    expect(cut).toBe(`${'x'.repeat(39)}…`)
  })
})

import { describe, expect, it } from 'vitest'

import { isSlug, SLUG_MAX_LENGTH, slugify } from './slug'

describe('isSlug', () => {
  it('takes what a post can be saved with', () => {
    expect(isSlug('what-ai-agents-read')).toBe(true)
    expect(isSlug(slugify('Robots.txt, llms.txt & you'))).toBe(true)
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true)
  })

  it('refuses other forms and anything longer than a saved slug could be', () => {
    for (const value of ['', 'Upper', 'two--hyphens', '-edge', 'dot.ted', '../etc', 'a b']) {
      expect(isSlug(value), value).toBe(false)
    }
    // Such an address would otherwise be looked up and cached under a tag Next cannot keep.
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false)
    expect(isSlug('a'.repeat(5000))).toBe(false)
  })
})

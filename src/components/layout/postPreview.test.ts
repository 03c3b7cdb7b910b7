import { describe, expect, it } from 'vitest'

import { postPreview } from './postPreview'

describe('postPreview', () => {
  it('prefers the excerpt', () => {
    expect(postPreview({ excerpt: 'Short summary', content: '<p>Body</p>' })).toBe('Short summary')
  })

  it('falls back to the first 100 characters of the content and an ellipsis', () => {
    const words = 'word '.repeat(40)
    const preview = postPreview({ excerpt: '', content: `<h1>Title</h1><p>${words}</p>` })
    expect(preview).toBe(`${`Title ${words}`.slice(0, 100)}...`)
    expect(preview).not.toContain('<')
  })
})

import { describe, expect, it } from 'vitest'

import { htmlToText } from './htmlToText'

describe('htmlToText', () => {
  it('keeps the words apart where tags separated them', () => {
    expect(htmlToText('<h2>One</h2><p>Two&nbsp;three</p>')).toBe('One Two three')
  })

  it('decodes entities and drops scripts', () => {
    expect(htmlToText('<p>A &amp; B</p><script>alert(1)</script>')).toBe('A & B')
  })
})

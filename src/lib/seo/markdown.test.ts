import { describe, expect, it } from 'vitest'

import { inlineText, markdownDocument } from './markdown'

describe('inlineText', () => {
  it('puts every value on one line and escapes what could make structure', () => {
    expect(inlineText('Title\n# Evil')).toBe('Title \\# Evil')
    expect(inlineText('](http://evil)')).toBe('\\](http://evil)')
    expect(inlineText('![x](http://evil/i.png)')).toBe('!\\[x\\](http://evil/i.png)')
    expect(inlineText('<script>a</script> *b* _c_ `d` ~f~ &amp; Q&A')).toBe(
      '\\<script\\>a\\</script\\> \\*b\\* \\_c\\_ \\`d\\` \\~f\\~ \\&amp; Q&A',
    )
    expect(inlineText('Home | Brand')).toBe('Home | Brand')
    expect(inlineText('\r\n  - list')).toBe('\\- list')
    expect(inlineText('1. first')).toBe('1\\. first')
    expect(inlineText('+ plus')).toBe('\\+ plus')
    expect(inlineText('=== setext')).toBe('\\=== setext')
    expect(inlineText('A plain title, well written.')).toBe('A plain title, well written.')
  })
})

describe('markdownDocument', () => {
  it('heads the content with the title and the description', () => {
    expect(markdownDocument({ title: 'Post', description: 'About it.', body: 'Text.\n' })).toBe(
      '# Post\n\n> About it.\n\nText.\n',
    )
  })

  it('leaves out what is missing and does not repeat a heading the content starts with', () => {
    expect(markdownDocument({ title: 'Post', body: '# Post\n\nText.' })).toBe('# Post\n\nText.\n')
    expect(markdownDocument({ title: null, description: '', body: 'Text.' })).toBe('Text.\n')
  })
})

import { describe, expect, it } from 'vitest'

import { absoluteMarkdownLinks } from './markdownLinks'

const PAGE = 'https://agency.example/blog/post'

describe('absoluteMarkdownLinks', () => {
  it('makes links, images and definitions absolute and leaves the rest byte for byte', () => {
    const source = [
      'Read the [guide](/blog/guide "new tab")  ',
      'and  *this*: [next](next-post).',
      '',
      '![A chart](/api/media/file/chart.png)',
      '',
      '[ref]: /coaching',
      '',
      'Elsewhere: [site](https://example.com/a) and <https://example.com/b>.',
      '',
      '```md',
      '[not a link](/code)',
      '```',
    ].join('\n')
    expect(absoluteMarkdownLinks(source, PAGE)).toBe(
      [
        'Read the [guide](https://agency.example/blog/guide "new tab")  ',
        'and  *this*: [next](https://agency.example/blog/next-post).',
        '',
        '![A chart](https://agency.example/api/media/file/chart.png)',
        '',
        '[ref]: https://agency.example/coaching',
        '',
        'Elsewhere: [site](https://example.com/a) and <https://example.com/b>.',
        '',
        '```md',
        '[not a link](/code)',
        '```',
      ].join('\n'),
    )
  })

  it('handles brackets in the text, angle-bracket destinations and parentheses', () => {
    expect(absoluteMarkdownLinks('[a [b] c](</x y>) [d](/e_(f))', PAGE)).toBe(
      '[a [b] c](https://agency.example/x%20y) [d](<https://agency.example/e_(f)>)',
    )
  })

  it('resolves against the page only: a protocol-relative link keeps the host its author wrote', () => {
    expect(absoluteMarkdownLinks('[x](//other.example/p)', PAGE)).toBe(
      '[x](https://other.example/p)',
    )
  })
})

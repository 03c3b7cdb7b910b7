import { describe, expect, it } from 'vitest'

import { blocks, heading, link, list, paragraph, section, strong, table } from './markdownBlocks'

// The test environment's SITE_URL (src/env.ts): every site path is made absolute on it.
const SITE = 'http://localhost:3000'

describe('Markdown written from copy and data', () => {
  it('writes headings, paragraphs, lists and tables, joined by blank lines', () => {
    expect(
      blocks([
        heading(2, 'Plans'),
        paragraph(strong('£500/month'), 'for a start.'),
        list(['One', 'Two'], true),
        null,
        table(['Solution', 'Price'], [['Portal', '£4,000']]),
      ]),
    ).toBe(
      '## Plans\n\n**£500/month** for a start.\n\n1. One\n2. Two\n\n| Solution | Price |\n| --- | --- |\n| Portal | £4,000 |',
    )
  })

  it('makes the site’s paths absolute and keeps other addresses', () => {
    expect(paragraph(link('Contact', '/contact'))).toBe(`[Contact](${SITE}/contact)`)
    expect(paragraph(link('Mail', 'mailto:team@agency.example'))).toBe(
      '[Mail](mailto:team@agency.example)',
    )
    expect(paragraph(link('Book', 'https://cal.example/x y(z)'))).toBe(
      '[Book](https://cal.example/x%20y%28z%29)',
    )
  })

  it('keeps hostile stored text inert on its own line', () => {
    const hostile = 'Growth\n# Evil](http://evil.example) | x'
    expect(heading(3, hostile)).toBe('### Growth \\# Evil\\](http://evil.example) | x')
    expect(list([hostile])).toBe('- Growth \\# Evil\\](http://evil.example) | x')
    expect(table(['Name'], [[hostile]])).toContain(
      '| Growth \\# Evil\\](http://evil.example) \\| x |',
    )
    expect(paragraph(link('](http://evil.example)', '/a'))).toBe(
      `[\\](http://evil.example)](${SITE}/a)`,
    )
  })

  it('heads a section with its title and lead, and leaves out empty parts', () => {
    expect(section({ title: 'Why now', lead: 'It changed.' }, list([]))).toBe(
      '## Why now\n\nIt changed.',
    )
  })
})

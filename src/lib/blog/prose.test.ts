import { describe, expect, it } from 'vitest'

import { renderMarkdown } from '@/lib/markdown'

import { withScrollableTables } from './prose'

describe('withScrollableTables', () => {
  it('puts each table of an article in a box of its own', () => {
    const html = withScrollableTables(
      renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\nText\n\n| c |\n|---|\n| 3 |'),
    )
    expect(html).toContain(
      '<div class="table-scroll" role="region" aria-label="Table 1" tabindex="0"><table>',
    )
    expect(html).toContain(
      '<div class="table-scroll" role="region" aria-label="Table 2" tabindex="0"><table>',
    )
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2)
  })

  it('leaves text that spells a table tag alone', () => {
    const html = withScrollableTables(renderMarkdown('Write `<table>` and </table> as text.'))
    expect(html).not.toContain('table-scroll')
  })
})

import { describe, expect, it } from 'vitest'

import { renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, emphasis, links, lists and GitHub tables', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and [a link](https://example.com/).\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    )
    expect(html).toContain('<h1>Title</h1>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<a href="https://example.com/">a link</a>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
  })

  it('drops raw HTML: scripts, iframes, styles and event handlers', () => {
    const html = renderMarkdown(
      'Before\n\n<script>alert(1)</script>\n\n<iframe src="https://example.com"></iframe>\n\n<style>body{}</style>\n\n<img src="x" onerror="alert(1)">\n\nAfter',
    )
    expect(html).toContain('Before')
    expect(html).toContain('After')
    for (const banned of ['<script', '<iframe', '<style', 'onerror', 'alert(1)</script>']) {
      expect(html).not.toContain(banned)
    }
  })

  it('keeps http(s) and mailto links and drops javascript: and data: URLs', () => {
    const html = renderMarkdown(
      '[web](https://example.com) [mail](mailto:team@example.com) [bad](javascript:alert(1)) ![img](data:image/png;base64,AAAA)',
    )
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('href="mailto:team@example.com"')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('data:image')
  })

  it('keeps relative links and escapes text that looks like markup', () => {
    const html = renderMarkdown('[blog](/blog) and `<b>code</b>` and 1 < 2')
    expect(html).toContain('href="/blog"')
    expect(html).toContain('<code>&#x3C;b>code&#x3C;/b></code>')
    expect(html).toContain('1 &#x3C; 2')
  })

  it('opens a link titled "new tab" in a new tab and keeps other titles', () => {
    const html = renderMarkdown(
      '[guide](/blog/guide "new tab") [site](https://example.com "new tab") [docs](https://example.com/docs "Docs")',
    )
    expect(html).toContain(
      '<a href="/blog/guide" target="_blank" rel="noopener noreferrer">guide</a>',
    )
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    )
    expect(html).toContain('<a href="https://example.com/docs" title="Docs">docs</a>')
  })

  it('renders nothing for empty input', () => {
    expect(renderMarkdown('')).toBe('')
  })
})

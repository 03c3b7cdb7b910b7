import { describe, expect, it } from 'vitest'

import { inlineText, markdownDocument, pageToMarkdown } from './markdown'

const SITE = 'https://agency.example'

const page = (title: string, description = 'A summary.') =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}"></head><body><nav><a href="/a">A</a></nav><main><h2>Welcome</h2><p>Read the <a href="/blog">blog</a>.</p><form><button>Send</button></form></main></body></html>`

describe('pageToMarkdown', () => {
  it('gives the title, the description and the main content with absolute links', () => {
    const markdown = pageToMarkdown(page('Home | Brand'), `${SITE}/`)
    expect(markdown).toBe(
      `# Home | Brand\n\n> A summary.\n\n## Welcome\n\nRead the [blog](${SITE}/blog).\n`,
    )
    expect(markdown).not.toContain('[A]')
    expect(markdown).not.toContain('Send')
  })

  it('leaves out the markers React puts between text runs', () => {
    const html = '<main><p>A single session is <!-- -->£199<!-- -->.</p><!--$--><!--/$--></main>'
    expect(pageToMarkdown(html, `${SITE}/`)).toBe('A single session is £199.\n')
  })

  it('makes links absolute against the address it is given, not the page', () => {
    const html = `<main><a href="//evil.example/x">x</a><a href="/y">y</a></main>`
    const markdown = pageToMarkdown(html, `${SITE}/coaching`)
    expect(markdown).toContain(`[y](${SITE}/y)`)
  })

  it('keeps a hostile title and description on their own lines, inert', () => {
    const markdown = pageToMarkdown(
      page('x&#10;# Evil](http://evil.example)', '&#10;- item [a](http://evil.example)'),
      `${SITE}/`,
    )
    const lines = markdown.split('\n')
    expect(lines[0]).toBe('# x \\# Evil\\](http://evil.example)')
    expect(lines[2]).toBe('> \\- item \\[a\\](http://evil.example)')
    expect(markdown).not.toMatch(/^# Evil/m)
  })
})

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

import { describe, expect, it } from 'vitest'

import { parseLlmsTxt } from './llmsTxt'

describe('llms.txt parsing', () => {
  it('reads the title, summary and link sections', () => {
    const facts = parseLlmsTxt(
      [
        '# Example Agency',
        '',
        '> We build AI-native websites.',
        '',
        'Some details.',
        '',
        '## Services',
        '- [AI visibility](https://example.com/ai-visibility): optimisation',
        '- [Coaching](https://example.com/coaching)',
        '',
        '## Optional',
        '- [Blog](https://example.com/blog)',
      ].join('\n'),
    )
    expect(facts.title).toBe('Example Agency')
    expect(facts.summary).toBe('We build AI-native websites.')
    expect(facts.sections).toEqual([
      { title: 'Services', links: 2 },
      { title: 'Optional', links: 1 },
    ])
    expect(facts.linkCount).toBe(3)
    expect(facts.links).toEqual([
      'https://example.com/ai-visibility',
      'https://example.com/coaching',
      'https://example.com/blog',
    ])
    expect(facts.problems).toEqual([])
  })

  it('names what is missing', () => {
    const facts = parseLlmsTxt('Just some text\n- [x](https://example.com)\n')
    expect(facts.title).toBeNull()
    expect(facts.summary).toBeNull()
    expect(facts.problems).toHaveLength(3)
  })

  it('does not take a later H1 as the title', () => {
    expect(parseLlmsTxt('intro\n# Late title\n').title).toBeNull()
  })
})

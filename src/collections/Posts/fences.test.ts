import { describe, expect, it } from 'vitest'

import { labelBareFences } from './fences'

describe('labelBareFences', () => {
  it('names the language of a one-line fence without one', () => {
    expect(labelBareFences('Run:\n\n```\nnpm i\n```\n')).toBe('Run:\n\n```text\nnpm i\n```\n')
    expect(labelBareFences('~~~\nnpm i\n~~~')).toBe('~~~text\nnpm i\n~~~')
  })

  it('leaves longer fences, fences with a language and closing fences alone', () => {
    expect(labelBareFences('```\na\nb\n```')).toBe('```\na\nb\n```')
    expect(labelBareFences('```ts\na\n```\nfoo\n```\nx\n```')).toBe(
      '```ts\na\n```\nfoo\n```text\nx\n```',
    )
    // A shorter run of backticks inside a longer fence is code, not a fence.
    expect(labelBareFences('````\n```\n````')).toBe('````\n```\n````')
  })
})

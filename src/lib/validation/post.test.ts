import { describe, expect, it } from 'vitest'

import {
  emptyPostForm,
  formToBody,
  parseTags,
  postBodySchema,
  postFormSchema,
  slugForNewPost,
} from './post'

describe('the post form', () => {
  it('generates an empty slug from the title and keeps a given one', () => {
    expect(slugForNewPost({ slug: '', title: '  Hello, World! AI & You  ' })).toBe(
      'hello-world-ai-you',
    )
    expect(slugForNewPost({ slug: 'kept-slug', title: 'Other' })).toBe('kept-slug')
  })

  it('splits tags on commas and trims them', () => {
    expect(parseTags(' ai ,seo,, llms.txt ,')).toEqual(['ai', 'seo', 'llms.txt'])
    expect(parseTags('')).toEqual([])
  })

  it('defaults read time to 5 and refuses less than 1 or a fraction', () => {
    expect(emptyPostForm.readTime).toBe(5)
    const base = { ...emptyPostForm, title: 'T', slug: 't', content: 'C' }
    expect(postFormSchema.safeParse(base).success).toBe(true)
    expect(postFormSchema.safeParse({ ...base, readTime: 0 }).success).toBe(false)
    expect(postFormSchema.safeParse({ ...base, readTime: 1.5 }).success).toBe(false)
    expect(postFormSchema.safeParse({ ...base, readTime: Number.NaN }).success).toBe(false)
  })

  it('turns the form into the body the post API accepts, content untouched', () => {
    const body = formToBody({
      ...emptyPostForm,
      title: 'Title',
      slug: 'title',
      content: '  # Kept as is  \n',
      tags: 'one, two',
      publishedAt: '2030-01-02T03:04',
    })
    expect(body.tags).toEqual(['one', 'two'])
    expect(body.content).toBe('  # Kept as is  \n')
    expect(body.publishedAt).toBe(new Date('2030-01-02T03:04').toISOString())
    const parsed = postBodySchema.parse(body)
    expect(parsed.content).toBe('  # Kept as is  \n')
    expect(
      formToBody({ ...emptyPostForm, title: 'x', slug: 'x', content: 'x' }).publishedAt,
    ).toBeNull()
  })
})

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

describe("the post schema's reasons", () => {
  const valid = { title: 'T', slug: 't', content: 'C' }
  // Word for word what the dashboard shows; the Posts collection's validators say the same.
  it.each([
    ['title', '', 'Title is required'],
    ['title', 'x'.repeat(201), 'Keep the title under 200 characters'],
    ['slug', '', 'Slug is required'],
    ['slug', 's'.repeat(121), 'Keep the slug under 120 characters'],
    ['slug', 'Not--a-slug', 'Use lowercase letters a–z, digits and single hyphens only'],
    ['content', ' ', 'Content is required'],
    ['content', 'c'.repeat(200_001), 'Content is too long'],
    ['excerpt', 'e'.repeat(501), 'Keep the excerpt under 500 characters'],
    ['category', 'c'.repeat(81), 'Keep the category under 80 characters'],
    ['metaTitle', 'm'.repeat(201), 'Keep the meta title under 200 characters'],
    ['metaDescription', 'd'.repeat(501), 'Keep the meta description under 500 characters'],
    ['tags', ['g'.repeat(51)], 'Keep each tag under 50 characters'],
    ['tags', Array.from({ length: 21 }, (_, index) => `t${index}`), 'Use at most 20 tags'],
    ['readTime', 'five', 'Read time must be a number'],
    ['readTime', 1.5, 'Read time must be a whole number of minutes'],
    ['readTime', 0, 'Read time must be at least 1 minute'],
    ['readTime', 601, 'Read time must be at most 600 minutes'],
  ])('refuses %s %j with its message', (field, value, message) => {
    const result = postBodySchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})

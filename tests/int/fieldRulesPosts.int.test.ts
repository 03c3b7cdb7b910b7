import { beforeAll, describe, expect, it, vi } from 'vitest'

import { PUT as updateDashboardPost } from '@/app/api/admin/blog/[id]/route'
import { POST as createDashboardPost } from '@/app/api/admin/blog/route'

import {
  admin,
  count,
  handlerErrors,
  jsonRequest,
  localFieldErrors,
  payload,
  reasonFor,
  restCall,
  restFieldErrors,
  signInRulesAdmin,
  unique,
  type Json,
} from '../support/fieldRules'

/**
 * Each rule on stored data, sent with a failing value through every door that writes the data:
 * the forms' and the dashboard's handlers (their zod schemas), Payload's Local API as the
 * administrator (overrideAccess false) and Payload's REST API as the administrator, as the app
 * mounts it. Every door refuses, and with the same words beside the same field.
 */
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

beforeAll(signInRulesAdmin)

// ---------------------------------------------------------------------------------------------
// Posts: the dashboard (/api/admin/blog), /cms and REST (/api/posts), the Local API
// ---------------------------------------------------------------------------------------------

type PostCase = {
  rule: string
  field: string
  value: unknown
  message: string
  /** Required rules wait for publishing: a draft save may leave the field empty. */
  draftToo: boolean
}

const POST_CASES: PostCase[] = [
  {
    rule: 'a title over 200 characters',
    field: 'title',
    value: 'T'.repeat(201),
    message: 'Keep the title under 200 characters',
    draftToo: true,
  },
  {
    rule: 'a missing title',
    field: 'title',
    value: '  ',
    message: 'Title is required',
    draftToo: false,
  },
  {
    rule: 'a slug over 120 characters',
    field: 'slug',
    value: 's'.repeat(121),
    message: 'Keep the slug under 120 characters',
    draftToo: true,
  },
  {
    rule: 'a slug with capitals and spaces',
    field: 'slug',
    value: 'Not A Slug',
    message: 'Use lowercase letters a–z, digits and single hyphens only',
    draftToo: true,
  },
  {
    rule: 'a slug with a double hyphen',
    field: 'slug',
    value: 'double--hyphen',
    message: 'Use lowercase letters a–z, digits and single hyphens only',
    draftToo: true,
  },
  {
    rule: 'an excerpt over 500 characters',
    field: 'excerpt',
    value: 'e'.repeat(501),
    message: 'Keep the excerpt under 500 characters',
    draftToo: true,
  },
  {
    rule: 'a category over 80 characters',
    field: 'category',
    value: 'c'.repeat(81),
    message: 'Keep the category under 80 characters',
    draftToo: true,
  },
  {
    rule: 'a meta title over 200 characters',
    field: 'metaTitle',
    value: 'm'.repeat(201),
    message: 'Keep the meta title under 200 characters',
    draftToo: true,
  },
  {
    rule: 'a meta description over 500 characters',
    field: 'metaDescription',
    value: 'd'.repeat(501),
    message: 'Keep the meta description under 500 characters',
    draftToo: true,
  },
  {
    rule: 'a tag over 50 characters',
    field: 'tags',
    value: ['ok', 'g'.repeat(51)],
    message: 'Keep each tag under 50 characters',
    draftToo: true,
  },
  {
    rule: 'more than 20 tags',
    field: 'tags',
    value: Array.from({ length: 21 }, (_, index) => `tag-${index}`),
    message: 'Use at most 20 tags',
    draftToo: true,
  },
  {
    rule: 'content over 200,000 characters',
    field: 'content',
    value: 'word '.repeat(40_000) + 'x',
    message: 'Content is too long',
    draftToo: true,
  },
  {
    rule: 'missing content',
    field: 'content',
    value: ' \n ',
    message: 'Content is required',
    draftToo: false,
  },
  {
    rule: 'a read time over 600 minutes',
    field: 'readTime',
    value: 601,
    message: 'Read time must be at most 600 minutes',
    draftToo: true,
  },
  {
    rule: 'a read time under 1 minute',
    field: 'readTime',
    value: 0,
    message: 'Read time must be at least 1 minute',
    draftToo: true,
  },
  {
    rule: 'a read time in fractions of a minute',
    field: 'readTime',
    value: 2.5,
    message: 'Read time must be a whole number of minutes',
    draftToo: true,
  },
]

const validPost = (slug: string): Json => ({
  title: 'A post within every rule',
  slug,
  excerpt: 'Short summary',
  content: '# Heading\n\nBody text.',
  category: 'Guides',
  tags: ['ai', 'seo'],
  metaTitle: '',
  metaDescription: '',
  readTime: 5,
  status: 'draft',
})

/** The same post as Payload's own writers send it (`_status` instead of the dashboard's `status`). */
const payloadPost = (slug: string, field: string, value: unknown): Json => {
  const { status: _status, ...rest } = validPost(slug)
  return { ...rest, [field]: value }
}

describe('a post breaking a rule', () => {
  let existingId = 0

  beforeAll(async () => {
    const existing = await payload.create({
      collection: 'posts',
      data: payloadPost(`rules-existing-${unique()}`, 'title', 'An existing post') as never,
      user: admin,
      overrideAccess: false,
    })
    existingId = existing.id
  })

  it.each(POST_CASES)(
    'is refused with $rule by the dashboard',
    async ({ field, value, message }) => {
      const slug = `rules-dashboard-${unique()}`
      const body = { ...validPost(slug), [field]: value }
      const created = await createDashboardPost(
        jsonRequest('POST', '/api/admin/blog', body, 'Bearer'),
      )
      expect(reasonFor(await handlerErrors(created), field)).toBe(message)

      const updated = await updateDashboardPost(
        jsonRequest(
          'PUT',
          `/api/admin/blog/${existingId}`,
          { ...validPost(slug), [field]: value },
          'Bearer',
        ),
        { params: Promise.resolve({ id: String(existingId) }) },
      )
      expect(reasonFor(await handlerErrors(updated), field)).toBe(message)
    },
  )

  it.each(POST_CASES)(
    'is refused with $rule by the Local API as the administrator',
    async ({ field, value, message }) => {
      const slug = `rules-local-${unique()}`
      const errors = await localFieldErrors(
        payload.create({
          collection: 'posts',
          data: payloadPost(slug, field, value) as never,
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(errors).toContainEqual(expect.objectContaining({ path: field, message }))
      const updateErrors = await localFieldErrors(
        payload.update({
          collection: 'posts',
          id: existingId,
          data: { [field]: value },
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(updateErrors).toContainEqual(expect.objectContaining({ path: field, message }))
      expect(await count('posts', { slug: { equals: slug } })).toBe(0)
    },
  )

  it.each(POST_CASES)(
    'is refused with $rule by REST /api/posts as the administrator',
    async ({ field, value, message }) => {
      const slug = `rules-rest-${unique()}`
      const created = await restCall('POST', '/api/posts', payloadPost(slug, field, value))
      expect(await restFieldErrors(created)).toContainEqual(
        expect.objectContaining({ path: field, message }),
      )
      const published = await restCall('PATCH', `/api/posts/${existingId}`, {
        [field]: value,
        _status: 'published',
      })
      expect(await restFieldErrors(published)).toContainEqual(
        expect.objectContaining({ path: field, message }),
      )
      expect(await count('posts', { slug: { equals: slug } })).toBe(0)
    },
  )

  it.each(POST_CASES.filter((rule) => rule.draftToo))(
    'is refused with $rule in a draft save, as /cms saves and autosaves',
    async ({ field, value, message }) => {
      const slug = `rules-draft-${unique()}`
      const created = await restCall(
        'POST',
        '/api/posts?draft=true&depth=0',
        payloadPost(slug, field, value),
      )
      expect(await restFieldErrors(created)).toContainEqual(
        expect.objectContaining({ path: field, message }),
      )
      const autosaved = await restCall(
        'PATCH',
        `/api/posts/${existingId}?draft=true&autosave=true&depth=0`,
        { [field]: value, _status: 'draft' },
      )
      expect(await restFieldErrors(autosaved)).toContainEqual(
        expect.objectContaining({ path: field, message }),
      )
      expect(await count('posts', { slug: { equals: slug } })).toBe(0)
    },
  )

  it('may be an unfinished draft, and publishing it names the missing fields', async () => {
    const draft = await restCall('POST', '/api/posts?draft=true&depth=0', { title: '' })
    expect(draft.status).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    const publish = await restCall('PATCH', `/api/posts/${doc.id}`, { _status: 'published' })
    const errors = await restFieldErrors(publish)
    expect(errors).toContainEqual(
      expect.objectContaining({ path: 'title', message: 'Title is required' }),
    )
    // The panel shows the reason on the rich text the editor writes in, not on the hidden Markdown.
    expect(errors).toContainEqual(
      expect.objectContaining({ path: 'body', message: 'Content is required' }),
    )
  })

  it('is accepted at every limit, by the dashboard and by REST', async () => {
    const atLimits = {
      title: 'T'.repeat(200),
      excerpt: 'e'.repeat(500),
      category: 'c'.repeat(80),
      metaTitle: 'm'.repeat(200),
      metaDescription: 'd'.repeat(500),
      tags: Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(50, 'g')),
      readTime: 600,
    }
    const slug = `${'s'.repeat(100)}-${unique()}`.slice(0, 120)
    const viaDashboard = await createDashboardPost(
      jsonRequest('POST', '/api/admin/blog', { ...validPost(slug), ...atLimits }, 'Bearer'),
    )
    expect(viaDashboard.status).toBe(201)
    const restSlug = `rules-limits-${unique()}`
    const viaRest = await restCall('POST', '/api/posts', {
      ...payloadPost(restSlug, 'title', 'x'),
      ...atLimits,
    })
    expect(viaRest.status).toBe(201)
  })
})

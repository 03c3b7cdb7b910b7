import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { PUT as updateDashboardPost } from '@/app/api/admin/blog/[id]/route'
import { POST as createDashboardPost } from '@/app/api/admin/blog/route'
import { POST as joinWaitlist } from '@/app/api/clavius-waitlist/route'
import { POST as sendEnquiry } from '@/app/api/contact-message/route'
import { finishPayloadAnswer } from '@/lib/http/payloadRoutes'
import type { Admin } from '@/payload-types'

import { clearCollections, testPayload } from '../support/payload'

/**
 * Each rule on stored data, sent with a failing value through every door that writes the data:
 * the forms' and the dashboard's handlers (their zod schemas), Payload's Local API as the
 * administrator (overrideAccess false) and Payload's REST API as the administrator, as the app
 * mounts it. Every door refuses, and with the same words beside the same field.
 */
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

type Json = Record<string, unknown>
type FieldError = { path: string; message: string }

let payload: Payload
let admin: Admin
let token = ''
let counter = 0
const unique = () => `${Date.now().toString(36)}-${++counter}`
const freshIp = () => `198.18.${Math.floor(++counter / 250) % 250}.${counter % 250}`

const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config) } as const

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  admin = await payload.create({
    collection: 'admins',
    data: { email: 'rules@example.com', name: 'Rules', password: 'rules-password-123' },
    overrideAccess: true,
  })
  token = (
    await payload.login({
      collection: 'admins',
      data: { email: 'rules@example.com', password: 'rules-password-123' },
    })
  ).token!
})

function jsonRequest(method: string, path: string, body: unknown, auth: 'JWT' | 'Bearer' | null) {
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': freshIp() })
  if (auth) headers.set('Authorization', `${auth} ${token}`)
  return new Request(`http://localhost${path}`, { method, headers, body: JSON.stringify(body) })
}

/** Payload's REST API as the app serves it under /api. */
async function restCall(method: keyof typeof rest, path: string, body: unknown): Promise<Response> {
  const request = jsonRequest(method, path, body, 'JWT')
  const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  const raw = await rest[method](request, { params: Promise.resolve({ slug }) })
  return finishPayloadAnswer(request, raw)
}

/** The field errors of Payload's ValidationError answer: `errors[].data.errors[]`. */
async function restFieldErrors(response: Response): Promise<FieldError[]> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors?: { data?: { errors?: FieldError[] } }[] }
  return (body.errors ?? []).flatMap((error) => error.data?.errors ?? [])
}

/** The field errors of the Local API's ValidationError. */
async function localFieldErrors(write: Promise<unknown>): Promise<FieldError[]> {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error, 'the write was accepted').toBeDefined()
  expect((error as { status?: number }).status).toBe(400)
  return (error as { data?: { errors?: FieldError[] } }).data?.errors ?? []
}

/** The per-field reasons of the site's own handlers: `{ message, errors: { field: reason } }`. */
async function handlerErrors(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { message?: string; errors?: Record<string, string> }
  expect(body.message).toBe('Please check the highlighted fields.')
  return body.errors ?? {}
}

/** A reason for `field` itself or one of its items (`tags.0`). */
const reasonFor = (errors: Record<string, string>, field: string) =>
  errors[field] ??
  Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1] ??
  `(no reason for ${field}: ${JSON.stringify(errors)})`

async function count(collection: CollectionSlug, where: Json): Promise<number> {
  return (await payload.count({ collection, where: where as never, overrideAccess: true }))
    .totalDocs
}

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

// ---------------------------------------------------------------------------------------------
// Contact messages: the three forms (POST /api/contact-message), REST and the Local API
// ---------------------------------------------------------------------------------------------

type ContactCase = {
  rule: string
  source: 'contact-page' | 'modal' | 'onboarding'
  /** The form's field, and the stored field it becomes. */
  formField: string
  storedField: string
  value: unknown
  message: string
}

const FORM_BODIES: Record<ContactCase['source'], () => Json> = {
  'contact-page': () => ({
    fullName: 'Grace Hopper',
    workEmail: 'grace@example.com',
    company: 'Navy',
    companySize: '11-50',
    howDidYouHear: 'A friend',
    isAgency: false,
    message: 'We would like a dashboard for our team.',
  }),
  modal: () => ({
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Engines Ltd',
    planInterest: 'Core',
    message: 'Tell me more.',
  }),
  onboarding: () => ({
    fullName: 'Alan Turing',
    workEmail: 'alan@example.com',
    company: 'Bletchley',
    buildType: 'dashboard',
    details: 'A dashboard of our numbers.',
  }),
}

/** What each form's valid body is stored as. */
const STORED: Record<ContactCase['source'], () => Json> = {
  'contact-page': () => ({
    fullName: 'Grace Hopper',
    workEmail: 'grace@example.com',
    company: 'Navy',
    companySize: '11-50',
    howDidYouHear: 'A friend',
    isAgency: false,
    message: 'We would like a dashboard for our team.',
    source: 'contact-page',
  }),
  modal: () => ({
    fullName: 'Ada',
    workEmail: 'ada@example.com',
    company: 'Engines Ltd',
    planInterest: 'Core',
    message: 'Tell me more.',
    source: 'modal',
  }),
  onboarding: () => ({
    fullName: 'Alan Turing',
    workEmail: 'alan@example.com',
    company: 'Bletchley',
    planInterest: 'Business Dashboard',
    message: 'A dashboard of our numbers.',
    source: 'onboarding',
  }),
}

const CONTACT_CASES: ContactCase[] = [
  {
    rule: 'a one-letter full name on the contact page',
    source: 'contact-page',
    formField: 'fullName',
    storedField: 'fullName',
    value: 'G',
    message: 'Full name must be at least 2 characters',
  },
  {
    rule: 'a work email that is not one',
    source: 'contact-page',
    formField: 'workEmail',
    storedField: 'workEmail',
    value: 'grace-at-example',
    message: 'Valid work email is required',
  },
  {
    rule: 'a one-letter company on the contact page',
    source: 'contact-page',
    formField: 'company',
    storedField: 'company',
    value: 'N',
    message: 'Company name must be at least 2 characters',
  },
  {
    rule: 'no company size on the contact page',
    source: 'contact-page',
    formField: 'companySize',
    storedField: 'companySize',
    value: undefined,
    message: 'Please select company size',
  },
  {
    rule: 'a message under 10 characters on the contact page',
    source: 'contact-page',
    formField: 'message',
    storedField: 'message',
    value: 'Too short',
    message: 'Please provide more details about your needs',
  },
  {
    rule: 'an answer over 500 characters to how they heard of us',
    source: 'contact-page',
    formField: 'howDidYouHear',
    storedField: 'howDidYouHear',
    value: 'h'.repeat(501),
    message: 'Keep this answer under 500 characters',
  },
  {
    rule: 'a message over 5000 characters on the contact page',
    source: 'contact-page',
    formField: 'message',
    storedField: 'message',
    value: 'm'.repeat(5001),
    message: 'Keep the message under 5000 characters',
  },
  {
    rule: 'a full name over 200 characters',
    source: 'contact-page',
    formField: 'fullName',
    storedField: 'fullName',
    value: 'n'.repeat(201),
    message: 'Keep the name under 200 characters',
  },
  {
    rule: 'an empty name in the modal',
    source: 'modal',
    formField: 'name',
    storedField: 'fullName',
    value: ' ',
    message: 'Name is required',
  },
  {
    rule: 'an empty email in the modal',
    source: 'modal',
    formField: 'email',
    storedField: 'workEmail',
    value: '',
    message: 'Email is required',
  },
  {
    rule: 'an email that is not one in the modal',
    source: 'modal',
    formField: 'email',
    storedField: 'workEmail',
    value: 'ada@',
    message: 'Please enter a valid email address',
  },
  {
    rule: 'a company over 200 characters in the modal',
    source: 'modal',
    formField: 'company',
    storedField: 'company',
    value: 'c'.repeat(201),
    message: 'Keep the company name under 200 characters',
  },
  {
    rule: 'a plan of interest over 200 characters in the modal',
    source: 'modal',
    formField: 'planInterest',
    storedField: 'planInterest',
    value: 'p'.repeat(201),
    message: 'Keep the plan of interest under 200 characters',
  },
  {
    rule: 'a one-letter full name in onboarding',
    source: 'onboarding',
    formField: 'fullName',
    storedField: 'fullName',
    value: 'A',
    message: 'Full name must be at least 2 characters',
  },
  {
    rule: 'onboarding details over 5000 characters',
    source: 'onboarding',
    formField: 'details',
    storedField: 'message',
    value: 'd'.repeat(5001),
    message: 'Keep the message under 5000 characters',
  },
]

const withValue = (body: Json, field: string, value: unknown): Json => {
  const copy = { ...body }
  if (value === undefined) delete copy[field]
  else copy[field] = value
  return copy
}

describe('a contact message breaking a rule', () => {
  it.each(CONTACT_CASES)(
    'is refused with $rule by the form, the Local API and REST',
    async ({ source, formField, storedField, value, message }) => {
      const marker = `rules-${unique()}@example.com`
      const form = await sendEnquiry(
        jsonRequest(
          'POST',
          '/api/contact-message',
          withValue({ ...FORM_BODIES[source](), source }, formField, value),
          null,
        ),
      )
      expect((await handlerErrors(form))[formField]).toBe(message)

      const stored = withValue(
        storedField === 'workEmail' ? STORED[source]() : { ...STORED[source](), workEmail: marker },
        storedField,
        value,
      )
      const local = await localFieldErrors(
        payload.create({
          collection: 'contact-messages',
          data: stored as never,
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(local).toContainEqual(expect.objectContaining({ path: storedField, message }))

      const viaRest = await restCall('POST', '/api/contact-messages', stored)
      expect(await restFieldErrors(viaRest)).toContainEqual(
        expect.objectContaining({ path: storedField, message }),
      )
      expect(await count('contact-messages', { workEmail: { equals: marker } })).toBe(0)
    },
  )

  it("accepts each form's valid message through REST as the administrator", async () => {
    for (const source of ['contact-page', 'modal', 'onboarding'] as const) {
      const response = await restCall('POST', '/api/contact-messages', STORED[source]())
      expect(response.status, source).toBe(201)
    }
  })

  it('still lets a message stored before a rule existed be marked reviewed', async () => {
    const created = await payload.create({
      collection: 'contact-messages',
      data: STORED['contact-page']() as never,
      overrideAccess: true,
    })
    // A message from before the 5000-character cap, written past validation.
    await payload.db.updateOne({
      collection: 'contact-messages',
      id: created.id,
      data: { message: 'm'.repeat(6000) },
    })
    const reviewed = await restCall('PATCH', `/api/contact-messages/${created.id}`, {
      status: 'reviewed',
    })
    expect(reviewed.status).toBe(200)
  })
})

// ---------------------------------------------------------------------------------------------
// Waitlist entries: the form (POST /api/clavius-waitlist), REST and the Local API
// ---------------------------------------------------------------------------------------------

const WAITLIST_CASES = [
  { rule: 'an empty name', field: 'name', value: '  ', message: 'Name is required' },
  {
    rule: 'a name over 200 characters',
    field: 'name',
    value: 'n'.repeat(201),
    message: 'Keep the name under 200 characters',
  },
  {
    rule: 'an email that is not one',
    field: 'email',
    value: 'not-an-email',
    message: 'Please enter a valid email address',
  },
  {
    rule: 'an email over 254 characters',
    field: 'email',
    value: `${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`,
    message: 'Please enter a valid email address',
  },
]

describe('a waitlist entry breaking a rule', () => {
  it.each(WAITLIST_CASES)(
    'is refused with $rule by the form, the Local API and REST',
    async ({ field, value, message }) => {
      const email = `rules-${unique()}@example.com`
      const entry = { name: 'Ada', email, [field]: value }
      const form = await joinWaitlist(jsonRequest('POST', '/api/clavius-waitlist', entry, null))
      expect((await handlerErrors(form))[field]).toBe(message)

      const local = await localFieldErrors(
        payload.create({
          collection: 'waitlist-entries',
          data: entry as never,
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(local).toContainEqual(expect.objectContaining({ path: field, message }))

      const viaRest = await restCall('POST', '/api/waitlist-entries', entry)
      expect(await restFieldErrors(viaRest)).toContainEqual(
        expect.objectContaining({ path: field, message }),
      )
      expect(await count('waitlist-entries', { email: { equals: email } })).toBe(0)
    },
  )
})

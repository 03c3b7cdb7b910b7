import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { finishPayloadAnswer } from '@/lib/http/payloadRoutes'
import { PAGE_SEO_DEFAULTS } from '@/lib/seo/pages'

import { testPayload } from '../support/payload'

/**
 * The Page SEO global refuses a placeholder its page would publish as written, at every door:
 * the Local API (as /cms's hooks and scripts write) and REST (as /cms and clients save).
 */
let payload: Payload
let token = ''
const ADMIN = { email: 'page-seo@example.com', name: 'Page SEO', password: 'page-seo-pass-123' }
const post = REST_POST(config)

type FieldError = { path: string; message: string }

async function restSave(data: unknown): Promise<{ status: number; errors: FieldError[] }> {
  const request = new Request('http://localhost/api/globals/page-seo', {
    method: 'POST',
    headers: {
      Authorization: `JWT ${token}`,
      'Content-Type': 'application/json',
      'x-forwarded-for': '203.0.113.21',
    },
    body: JSON.stringify(data),
  })
  const response = finishPayloadAnswer(
    request,
    await post(request, { params: Promise.resolve({ slug: ['globals', 'page-seo'] }) }),
  )
  const body = (await response.json()) as { errors?: { data?: { errors?: FieldError[] } }[] }
  return {
    status: response.status,
    errors: body.errors?.flatMap((error) => error.data?.errors ?? []) ?? [],
  }
}

async function localErrors(data: Record<string, unknown>): Promise<FieldError[]> {
  try {
    await payload.updateGlobal({
      slug: 'page-seo',
      data,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return []
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.data.errors.map(({ path, message }) => ({ path, message }))
  }
}

const page = (
  key: keyof typeof PAGE_SEO_DEFAULTS,
  text: Partial<Record<'title' | 'description', string>>,
) => ({
  [key]: {
    title: PAGE_SEO_DEFAULTS[key].title,
    description: PAGE_SEO_DEFAULTS[key].description,
    ...text,
  },
})

beforeAll(async () => {
  payload = await testPayload()
  const found = await payload.find({
    collection: 'admins',
    where: { email: { equals: ADMIN.email } },
    overrideAccess: true,
  })
  if (!found.docs[0])
    await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true })
  token = (await payload.login({ collection: 'admins', data: ADMIN })).token!
})

describe('a page description with a placeholder', () => {
  it('is refused where the page does not fill it, naming the ones it fills', async () => {
    const data = page('aiChecker', {
      description: 'Check your site against {crawlers} AI crawlers, from {plansFrom} a month.',
    })
    const expected = {
      path: 'aiChecker.description',
      message:
        '{plansFrom} is not filled in here: this field fills {crawlers} only, so it would be published as written.',
    }
    expect(await localErrors(data)).toContainEqual(expected)
    const answer = await restSave(data)
    expect(answer.status).toBe(400)
    expect(answer.errors).toContainEqual(expect.objectContaining(expected))
  })

  it('is refused on a page that fills none, and in any title', async () => {
    const errors = await localErrors({
      ...page('contact', { description: 'Plans from {plansFrom} a month; we reply within a day.' }),
      ...page('home', { title: 'AI from {plansFrom}' }),
    })
    expect(errors).toContainEqual({
      path: 'contact.description',
      message:
        '{plansFrom} is not filled in here: this field fills no placeholders, so it would be published as written.',
    })
    expect(errors).toContainEqual({
      path: 'home.title',
      message:
        '{plansFrom} is not filled in here: this field fills no placeholders, so it would be published as written.',
    })
  })

  it('is saved where the page fills it', async () => {
    const description = `Plans from {plansFrom} a month, with a prototype in a day. ${Date.now()}`
    expect(await localErrors(page('workWithUs', { description }))).toEqual([])
    const saved = await payload.findGlobal({ slug: 'page-seo', overrideAccess: true })
    expect(saved.workWithUs?.description).toBe(description)
  })
})

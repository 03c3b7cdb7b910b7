import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/contact-message/route'

import { clearCollections, testPayload } from '../support/payload'

// Read once by env(); set before any module reads it.
vi.hoisted(() => {
  process.env.CONTACT_RATE_LIMIT = '3'
  process.env.RATE_LIMIT = 'on'
})

let payload: Payload
let ipCounter = 0
/** Each test speaks from its own address, so the rate limit only bites where it is tested. */
const nextIp = () => `198.51.100.${++ipCounter}`

function post(body: unknown, ip = nextIp(), handler = POST): Promise<Response> {
  return handler(
    new Request('http://localhost/api/contact-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const contactPage = {
  fullName: 'Ada Lovelace',
  workEmail: 'ada@analytical.example',
  company: 'Analytical Engines',
  companySize: '11-50',
  howDidYouHear: 'A podcast',
  isAgency: true,
  message: 'We would like an AI assistant for our support team.',
}

const modal = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  company: 'Compilers Ltd',
  planInterest: 'Growth',
  message: 'Tell me more about Growth.',
}

async function stored(id: number) {
  return payload.findByID({ collection: 'contact-messages', id, overrideAccess: true })
}

async function count(): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    overrideAccess: true,
  })
  return totalDocs
}

describe('POST /api/contact-message', () => {
  beforeAll(async () => {
    payload = await testPayload()
    await clearCollections(payload, ['contact-messages'])
  })

  it('stores a contact-page message and answers 201 with its id', async () => {
    const response = await post(contactPage)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { success: boolean; id: number }
    expect(body.success).toBe(true)
    const doc = await stored(body.id)
    expect(doc).toMatchObject({
      fullName: 'Ada Lovelace',
      workEmail: 'ada@analytical.example',
      company: 'Analytical Engines',
      companySize: '11-50',
      howDidYouHear: 'A podcast',
      isAgency: true,
      message: 'We would like an AI assistant for our support team.',
      status: 'new',
      source: 'contact-page',
    })
  })

  it('defaults isAgency to false', async () => {
    const { isAgency: _isAgency, howDidYouHear: _how, ...rest } = contactPage
    const response = await post(rest)
    expect(response.status).toBe(201)
    const doc = await stored(((await response.json()) as { id: number }).id)
    expect(doc.isAgency).toBe(false)
  })

  it('stores the modal name and email as fullName and workEmail', async () => {
    const response = await post(modal)
    expect(response.status).toBe(201)
    const doc = await stored(((await response.json()) as { id: number }).id)
    expect(doc).toMatchObject({
      fullName: 'Grace Hopper',
      workEmail: 'grace@navy.example',
      company: 'Compilers Ltd',
      planInterest: 'Growth',
      message: 'Tell me more about Growth.',
      source: 'modal',
    })
  })

  it('accepts a modal request without company or message', async () => {
    const response = await post({
      name: 'Alan',
      email: 'alan@bletchley.example',
      planInterest: 'Core',
    })
    expect(response.status).toBe(201)
    const doc = await stored(((await response.json()) as { id: number }).id)
    expect(doc.planInterest).toBe('Core')
    expect(doc.company ?? null).toBeNull()
  })

  it('stores an onboarding request with its plan interest', async () => {
    const response = await post({
      fullName: 'Katherine Johnson',
      workEmail: 'kj@orbit.example',
      company: 'Orbits',
      buildType: 'analytics',
      details: 'Forecast demand for our shops.',
    })
    expect(response.status).toBe(201)
    const doc = await stored(((await response.json()) as { id: number }).id)
    expect(doc).toMatchObject({
      fullName: 'Katherine Johnson',
      planInterest: 'Predictive Analytics',
      message: 'Forecast demand for our shops.',
      source: 'onboarding',
    })
  })

  it('refuses an invalid contact-page message with every reason word for word', async () => {
    const before = await count()
    const response = await post({
      fullName: 'A',
      workEmail: 'not-an-email',
      company: 'B',
      companySize: '',
      message: 'short',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; errors: Record<string, string> }
    expect(body.message).toBeTruthy()
    expect(body.errors).toEqual({
      fullName: 'Full name must be at least 2 characters',
      workEmail: 'Valid work email is required',
      company: 'Company name must be at least 2 characters',
      companySize: 'Please select company size',
      message: 'Please provide more details about your needs',
    })
    expect(await count()).toBe(before)
  })

  it('refuses a modal request without a name or a valid email', async () => {
    const response = await post({ name: '', email: 'nope', source: 'modal' })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors.name).toBe('Name is required')
    expect(errors.email).toBe('Please enter a valid email address')
  })

  it('refuses a body that is not JSON', async () => {
    const response = await post('{not json')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/)
  })

  it('refuses a body over 32 KB with 413', async () => {
    const before = await count()
    const response = await post({ ...contactPage, message: 'x'.repeat(33 * 1024) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toMatch(/32 KB/)
    expect(await count()).toBe(before)
  })

  it('answers 201 to a filled honeypot and stores nothing', async () => {
    const before = await count()
    const response = await post({ ...contactPage, website: 'https://spam.example' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { success: boolean }).success).toBe(true)
    expect(await count()).toBe(before)
  })

  it('limits each address to CONTACT_RATE_LIMIT messages per 10 minutes', async () => {
    const ip = nextIp()
    for (let i = 0; i < 3; i++) expect((await post(modal, ip)).status).toBe(201)
    const refused = await post(modal, ip)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      message: 'Too many messages from your network. Please try again in a few minutes.',
      code: 'rate_limited',
    })
    // Another address still gets through.
    expect((await post(modal)).status).toBe(201)
  })

  it('does not limit at all with RATE_LIMIT=off', async () => {
    vi.resetModules()
    process.env.RATE_LIMIT = 'off'
    try {
      const route = await import('@/app/api/contact-message/route')
      const ip = nextIp()
      for (let i = 0; i < 5; i++) expect((await post(modal, ip, route.POST)).status).toBe(201)
    } finally {
      process.env.RATE_LIMIT = 'on'
    }
  })
})

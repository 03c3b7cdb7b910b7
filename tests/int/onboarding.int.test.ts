import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact-message/route'
import { buildTypeFromParam } from '@/components/pages/onboarding/buildTypes'

import { testPayload } from '../support/payload'

let payload: Payload
let ipCounter = 0
/** Each submission comes from its own address, so the contact rate limit never bites here. */
const nextIp = () => `203.0.113.${++ipCounter}`

function submit(body: Record<string, unknown>): Promise<Response> {
  return POST(
    new Request('http://localhost/api/contact-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(body),
    }),
  )
}

const person = (suffix: string) => ({
  fullName: 'Katherine Johnson',
  workEmail: `katherine.${suffix}@orbital.example`,
  company: 'Orbital Analytics',
})

async function storedBy(workEmail: string) {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { workEmail: { equals: workEmail } },
    overrideAccess: true,
  })
  return docs
}

describe('onboarding submission', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })

  const cases = [
    ['dashboard', 'Business Dashboard'],
    ['chatbot', 'AI Assistant'],
    ['analytics', 'Predictive Analytics'],
    ['general', 'General'],
  ] as const

  for (const [buildType, planInterest] of cases) {
    it(`stores a ${buildType} request as source onboarding with planInterest ${planInterest}`, async () => {
      const email = `katherine.${buildType}@orbital.example`
      const response = await submit({
        ...person(buildType),
        buildType,
        details: `We need ${planInterest} for our operations team.`,
        source: 'onboarding',
        website: '',
      })
      expect(response.status).toBe(201)
      const docs = await storedBy(email)
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        fullName: 'Katherine Johnson',
        company: 'Orbital Analytics',
        source: 'onboarding',
        status: 'new',
        planInterest,
        message: `We need ${planInterest} for our operations team.`,
      })
    })
  }

  it('accepts a submission without details and without an explicit source', async () => {
    const response = await submit({ ...person('nodetails'), buildType: 'chatbot' })
    expect(response.status).toBe(201)
    const [doc] = await storedBy('katherine.nodetails@orbital.example')
    expect(doc?.source).toBe('onboarding')
    expect(doc?.planInterest).toBe('AI Assistant')
    expect(doc?.message ?? null).toBeNull()
  })

  it('refuses an unknown build type and a short name with 400 and the reasons', async () => {
    const response = await submit({
      ...person('bad'),
      fullName: 'K',
      buildType: 'spaceship',
      source: 'onboarding',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; errors: Record<string, unknown> }
    expect(body.message).toBeTruthy()
    expect(JSON.stringify(body.errors)).toContain('Full name must be at least 2 characters')
    expect(JSON.stringify(body.errors)).toContain('buildType')
    expect(await storedBy('katherine.bad@orbital.example')).toHaveLength(0)
  })

  it('reads ?type= as dashboard, chatbot or analytics and anything else as general', () => {
    expect(buildTypeFromParam('dashboard')).toBe('dashboard')
    expect(buildTypeFromParam('chatbot')).toBe('chatbot')
    expect(buildTypeFromParam('analytics')).toBe('analytics')
    expect(buildTypeFromParam(['analytics', 'chatbot'])).toBe('analytics')
    expect(buildTypeFromParam('spaceship')).toBe('general')
    expect(buildTypeFromParam('')).toBe('general')
    expect(buildTypeFromParam(undefined)).toBe('general')
  })
})

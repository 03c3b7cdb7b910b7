import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as joinWaitlist } from '@/app/api/clavius-waitlist/route'
import { POST as sendEnquiry } from '@/app/api/contact-message/route'

import {
  admin,
  count,
  handlerErrors,
  jsonRequest,
  localFieldErrors,
  payload,
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

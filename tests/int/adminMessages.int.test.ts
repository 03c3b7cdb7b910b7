import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { PATCH as patchMessage } from '@/app/api/admin/contact-messages/[id]/route'
import { GET as listMessages } from '@/app/api/admin/contact-messages/route'

import { arrangeAdmins, call, idParams, json, ownerToken, type Json } from '../support/adminApi'
import { pastTimestamp } from '../support/clock'
import { clearCollections, testPayload } from '../support/payload'

/** The contact messages in the dashboard: the list and their status. */

// The forms' rate limits off, before any import reads the environment: login throttling is a
// security control and stays on regardless.
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('contact messages', () => {
  let token: string

  beforeAll(async () => {
    await arrangeAdmins()
    token = await ownerToken()
  })
  beforeEach(async () => {
    await clearCollections(payload, ['contact-messages'])
  })

  async function createMessage(data: Json) {
    return payload.create({
      collection: 'contact-messages',
      data: {
        fullName: 'Ada Lovelace',
        workEmail: 'ada@example.com',
        message: 'We would like a portal.',
        // The request-info modal's message: company and company size are optional there.
        source: 'modal',
        ...data,
      } as never,
      overrideAccess: true,
    })
  }

  it('lists messages newest first with the administrator fields and Not provided for an empty company', async () => {
    const older = await createMessage({ fullName: 'Older', company: '', planInterest: 'Core' })
    await pastTimestamp(older.createdAt)
    await createMessage({ fullName: 'Newer', company: 'Acme Ltd', planInterest: 'Growth' })
    const response = await listMessages(call('GET', '/api/admin/contact-messages', { token }))
    expect(response.status).toBe(200)
    const { messages } = (await response.json()) as { messages: Json[] }
    expect(messages.map((m) => m.fullName)).toEqual(['Newer', 'Older'])
    expect(Object.keys(messages[0]!).sort()).toEqual(
      [
        'company',
        'createdAt',
        'fullName',
        'id',
        'message',
        'planInterest',
        'status',
        'workEmail',
      ].sort(),
    )
    expect(messages[0]).toMatchObject({
      company: 'Acme Ltd',
      planInterest: 'Growth',
      status: 'new',
      workEmail: 'ada@example.com',
    })
    expect(messages[1]).toMatchObject({ company: 'Not provided', planInterest: 'Core' })
  })

  it('sets each of the four statuses in any order', async () => {
    const message = await createMessage({})
    for (const status of ['completed', 'new', 'contacted', 'reviewed']) {
      const response = await patchMessage(
        call('PATCH', `/api/admin/contact-messages/${message.id}`, { token, body: { status } }),
        idParams(message.id),
      )
      expect(response.status).toBe(200)
      expect(((await json(response)).contactMessage as Json).status).toBe(status)
    }
    const { messages } = (await (
      await listMessages(call('GET', '/api/admin/contact-messages', { token }))
    ).json()) as { messages: Json[] }
    expect(messages[0]!.status).toBe('reviewed')
  })

  it('answers 400 for any other status and 404 for an unknown message', async () => {
    const message = await createMessage({})
    for (const body of [{ status: 'archived' }, { status: '' }, {}, { status: 'NEW' }]) {
      const response = await patchMessage(
        call('PATCH', `/api/admin/contact-messages/${message.id}`, { token, body }),
        idParams(message.id),
      )
      expect(response.status).toBe(400)
    }
    const missing = await patchMessage(
      call('PATCH', '/api/admin/contact-messages/999999', { token, body: { status: 'new' } }),
      idParams(999999),
    )
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({ message: 'Contact message not found', code: 'not_found' })
  })
})

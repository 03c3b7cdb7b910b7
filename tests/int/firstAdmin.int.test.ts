import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureFirstAdmin } from '@/seed/firstAdmin'

import { clearCollections, testPayload } from '../support/payload'

let payload: Payload

describe('first administrator', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('creates the administrator from ADMIN_PASSWORD when none exists', async () => {
    await clearCollections(payload, ['admins'])
    const result = await ensureFirstAdmin(payload, {
      email: 'Owner@Example.com',
      name: 'Owner',
      password: 'a-chosen-password-123',
    })
    expect(result).toEqual({
      created: true,
      email: 'owner@example.com',
      name: 'Owner',
      generatedPassword: undefined,
    })
    const login = await payload.login({
      collection: 'admins',
      data: { email: 'owner@example.com', password: 'a-chosen-password-123' },
    })
    expect(login.token).toBeTruthy()
    expect(login.user?.name).toBe('Owner')
  })

  it('generates a strong password when ADMIN_PASSWORD is unset, and it logs in', async () => {
    await clearCollections(payload, ['admins'])
    const result = await ensureFirstAdmin(payload, { email: 'admin@localhost', name: 'Admin' })
    if (!result.created) throw new Error('expected an administrator to be created')
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const login = await payload.login({
      collection: 'admins',
      data: { email: 'admin@localhost', password: result.generatedPassword! },
    })
    expect(login.user?.email).toBe('admin@localhost')
  })

  it('does nothing when an administrator exists', async () => {
    const before = await payload.count({ collection: 'admins', overrideAccess: true })
    expect(before.totalDocs).toBeGreaterThan(0)
    expect(
      await ensureFirstAdmin(payload, {
        email: 'other@example.com',
        name: 'Other',
        password: 'another-password-1',
      }),
    ).toEqual({ created: false })
    expect((await payload.count({ collection: 'admins', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })
})

import type { Payload } from 'payload'
import { email as payloadEmailCheck } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN_EMAIL, parseEnv } from '@/env'
import { ensureFirstAdmin, LEGACY_ADMIN_EMAIL, renameLegacyAdmin } from '@/seed/firstAdmin'

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
    const result = await ensureFirstAdmin(payload, { email: DEFAULT_ADMIN_EMAIL, name: 'Admin' })
    if (!result.created) throw new Error('expected an administrator to be created')
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const login = await payload.login({
      collection: 'admins',
      data: { email: DEFAULT_ADMIN_EMAIL, password: result.generatedPassword! },
    })
    expect(login.user?.email).toBe(DEFAULT_ADMIN_EMAIL)
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

  it("prints an address that Payload's /cms login form accepts", () => {
    // The validator the login form at /cms runs on the address before it sends anything.
    const check = (value: string) =>
      payloadEmailCheck(value, {
        req: { payload: { config: payload.config }, t: (key: string) => key },
        required: true,
      } as unknown as Parameters<typeof payloadEmailCheck>[1])
    expect(parseEnv({}).ADMIN_EMAIL).toBe(DEFAULT_ADMIN_EMAIL)
    expect(check(DEFAULT_ADMIN_EMAIL)).toBe(true)
    expect(check(LEGACY_ADMIN_EMAIL)).toBe('validation:emailAddress')
  })

  it('refuses to create an administrator the /cms login form would refuse', async () => {
    await expect(
      payload.create({
        collection: 'admins',
        data: { email: LEGACY_ADMIN_EMAIL, name: 'Old', password: 'a-chosen-password-123' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('moves an administrator left at admin@localhost to the default address, password kept', async () => {
    await clearCollections(payload, ['admins'])
    const created = await payload.create({
      collection: 'admins',
      data: { email: 'before@example.com', name: 'Owner', password: 'an-older-password-123' },
      overrideAccess: true,
    })
    // An install from before: the address is written past validation, as earlier releases allowed.
    await payload.db.updateOne({
      collection: 'admins',
      id: created.id,
      data: { email: LEGACY_ADMIN_EMAIL },
    })

    expect(await renameLegacyAdmin(payload, DEFAULT_ADMIN_EMAIL)).toBe(DEFAULT_ADMIN_EMAIL)
    const login = await payload.login({
      collection: 'admins',
      data: { email: DEFAULT_ADMIN_EMAIL, password: 'an-older-password-123' },
    })
    expect(login.user?.id).toBe(created.id)
    // A second start finds nothing left to move.
    expect(await renameLegacyAdmin(payload, DEFAULT_ADMIN_EMAIL)).toBeUndefined()
  })

  it('leaves admin@localhost alone when another administrator has the address', async () => {
    await clearCollections(payload, ['admins'])
    const legacy = await payload.create({
      collection: 'admins',
      data: { email: 'legacy@example.com', name: 'Legacy', password: 'a-legacy-password-123' },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'admins',
      id: legacy.id,
      data: { email: LEGACY_ADMIN_EMAIL },
    })
    await payload.create({
      collection: 'admins',
      data: { email: DEFAULT_ADMIN_EMAIL, name: 'New', password: 'a-newer-password-123' },
      overrideAccess: true,
    })
    expect(await renameLegacyAdmin(payload, DEFAULT_ADMIN_EMAIL)).toBeUndefined()
    const still = await payload.findByID({
      collection: 'admins',
      id: legacy.id,
      overrideAccess: true,
    })
    expect(still.email).toBe(LEGACY_ADMIN_EMAIL)
  })
})

import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { AdminUser } from '@/lib/dto/admin'
import { ApiError, payloadErrorStatus } from '@/lib/http/errors'
import type { AdminContext } from '@/lib/http/requireAdmin'
import type { Admin } from '@/payload-types'

import { getPayloadClient } from '../payload'

export const INVALID_CREDENTIALS = 'Invalid credentials'

/** The owner is the first administrator created; the password-only login is theirs. */
async function findOwner(payload: Payload): Promise<Admin | undefined> {
  const { docs } = await payload.find({
    collection: 'admins',
    sort: ['createdAt', 'id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

function lockedError(lockUntil: string | null | undefined): ApiError {
  const seconds = lockUntil ? Math.ceil((Date.parse(lockUntil) - Date.now()) / 1000) : 600
  const retryAfter = Math.min(600, Math.max(1, seconds))
  const minutes = Math.ceil(retryAfter / 60)
  const message = `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  return new ApiError(429, message, { retryAfter }, 'account_locked')
}

const invalidCredentials = () =>
  new ApiError(401, INVALID_CREDENTIALS, undefined, 'invalid_credentials')

/**
 * Logs the owner in through Payload, so Payload's lockout counting applies (five failures lock
 * the account for ten minutes; see the Admins collection).
 */
export async function loginOwner(password: string): Promise<{ token: string; payload: Payload }> {
  const payload = await getPayloadClient()
  const owner = await findOwner(payload)
  if (!owner) throw invalidCredentials()
  if (owner.lockUntil && Date.parse(owner.lockUntil) > Date.now())
    throw lockedError(owner.lockUntil)
  try {
    const { token } = await payload.login({
      collection: 'admins',
      data: { email: owner.email, password },
    })
    if (!token) throw invalidCredentials()
    return { token, payload }
  } catch (error) {
    // A refusal (wrong password, or locked by a parallel attempt since the check above) is a
    // 401; the next attempt meets the lock and gets the 429.
    if (payloadErrorStatus(error) !== 401) throw error
    throw invalidCredentials()
  }
}

export function toAdminUser(admin: Admin): AdminUser {
  return { id: admin.id, name: admin.name, email: admin.email }
}

/** Ends the token's Payload session, so the token stops working at once. */
export async function endSession({ payload, admin }: AdminContext): Promise<void> {
  const req = await createLocalReq({ user: admin as never }, payload)
  await logoutOperation({ collection: payload.collections.admins, req })
}

import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { AdminUser } from '@/lib/dto/admin'
import { ApiError, payloadErrorStatus } from '@/lib/http/errors'
import { admitLogin, LOGIN_LIMITS, loginLocked } from '@/lib/http/loginThrottle'
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

const invalidCredentials = () =>
  new ApiError(401, INVALID_CREDENTIALS, undefined, 'invalid_credentials')

/**
 * Logs the owner in through Payload, whose hooks on the Admins collection throttle guesses per
 * client address and per account (lib/http/loginThrottle.ts): `clientAddress` is the address
 * the request came from (clientIp), the one that is slowed down and then refused; `knownDevice`
 * is the request's known-device cookie, if any (lib/http/knownDevice.ts).
 */
export async function loginOwner(
  password: string,
  clientAddress: string,
  knownDevice?: string,
): Promise<{ token: string; payload: Payload; email: string; knownDeviceVersion: number }> {
  const payload = await getPayloadClient()
  const owner = await findOwner(payload)
  if (!owner) {
    // Counted like a wrong password at an unknown account, so an empty site is no faster to probe.
    const admission = await admitLogin({
      address: clientAddress,
      account: '',
      accountExists: false,
    })
    if (!admission.admitted) throw admission.refusal
    throw invalidCredentials()
  }
  try {
    const { token } = await payload.login({
      collection: 'admins',
      data: { email: owner.email, password },
      context: { clientAddress, ...(knownDevice ? { knownDevice } : {}) },
    })
    if (!token) throw invalidCredentials()
    return {
      token,
      payload,
      email: owner.email,
      knownDeviceVersion: owner.knownDeviceVersion ?? 1,
    }
  } catch (error) {
    const status = payloadErrorStatus(error)
    if (status === 429) {
      const retryAfter = Number((error as { data?: { retryAfter?: unknown } }).data?.retryAfter)
      throw loginLocked(Number.isFinite(retryAfter) ? retryAfter : LOGIN_LIMITS.addressBlockSeconds)
    }
    if (status !== 401) throw error
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

import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import type { Admin } from '@/payload-types'

import { ApiError } from './errors'

export type AdminContext = { payload: Payload; admin: Admin & { _sid?: string } }

/**
 * Every /api/admin/* handler starts here: Payload checks the bearer token (or its own auth
 * cookie) from the request headers. No valid administrator → 401.
 */
export async function requireAdmin(request: Request): Promise<AdminContext> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'admins') {
    throw new ApiError(401, 'Authentication required. Log in again.')
  }
  return { payload, admin: user as AdminContext['admin'] }
}

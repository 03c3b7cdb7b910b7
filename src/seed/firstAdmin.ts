import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type FirstAdminResult =
  { created: false } | { created: true; email: string; name: string; generatedPassword?: string }

/** A strong password of 24 characters from a URL-safe alphabet. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}

/**
 * The address earlier releases gave the first administrator. Payload's login form at /cms
 * refuses it (its email check wants a dot in the domain), so `renameLegacyAdmin` moves it.
 */
export const LEGACY_ADMIN_EMAIL = 'admin@localhost'

/**
 * Gives an administrator still at `admin@localhost` the address `email` (the configured or the
 * default ADMIN_EMAIL), unless another administrator has it; the password stays. Returns the new
 * address when it renamed one.
 */
export async function renameLegacyAdmin(
  payload: Payload,
  email: string,
): Promise<string | undefined> {
  const target = email.toLowerCase()
  if (target === LEGACY_ADMIN_EMAIL) return undefined
  const find = (address: string) =>
    payload.find({
      collection: 'admins',
      where: { email: { equals: address } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  const legacy = (await find(LEGACY_ADMIN_EMAIL)).docs[0]
  if (!legacy || (await find(target)).totalDocs > 0) return undefined
  await payload.update({
    collection: 'admins',
    id: legacy.id,
    data: { email: target },
    overrideAccess: true,
  })
  return target
}

/**
 * Creates the administrator when none exists, from ADMIN_PASSWORD (or a generated password
 * that the caller prints once), ADMIN_EMAIL and ADMIN_NAME.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  options: { email: string; name: string; password?: string },
): Promise<FirstAdminResult> {
  const { totalDocs } = await payload.count({ collection: 'admins', overrideAccess: true })
  if (totalDocs > 0) return { created: false }
  const password = options.password ?? generatePassword()
  await payload.create({
    collection: 'admins',
    data: { email: options.email.toLowerCase(), name: options.name, password },
    overrideAccess: true,
  })
  return {
    created: true,
    email: options.email.toLowerCase(),
    name: options.name,
    generatedPassword: options.password ? undefined : password,
  }
}

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type FirstAdminResult =
  { created: false } | { created: true; email: string; name: string; generatedPassword?: string }

/** A strong password of 24 characters from a URL-safe alphabet. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
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

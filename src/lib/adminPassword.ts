import type { Payload } from 'payload'

/**
 * Sets an administrator's password from the server, for when reset e-mail is not set up
 * (`npm run admin:password`). The first administrator (the owner, whose password the dashboard
 * takes) unless `email` names another. Every session of that administrator ends, so a password
 * changed because it leaked also logs out whoever used it.
 */
export const MIN_PASSWORD_LENGTH = 12

export async function setAdminPassword(
  payload: Payload,
  input: { password: string; email?: string },
): Promise<{ email: string }> {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  }
  const { docs } = await payload.find({
    collection: 'admins',
    where: input.email ? { email: { equals: input.email.trim().toLowerCase() } } : {},
    sort: ['createdAt', 'id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const admin = docs[0]
  if (!admin) {
    throw new Error(
      input.email
        ? `No administrator has the e-mail ${input.email}.`
        : 'There is no administrator yet.',
    )
  }
  await payload.update({
    collection: 'admins',
    id: admin.id,
    data: { password: input.password, sessions: [] },
    overrideAccess: true,
  })
  return { email: admin.email }
}

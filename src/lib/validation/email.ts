import { z } from 'zod'

import './zod'

/** The one test of an email address for the forms and the collections that store one. */
const emailSchema = z.email()

export const MAX_EMAIL_LENGTH = 254

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && emailSchema.safeParse(value).success
}

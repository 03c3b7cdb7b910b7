import { z } from 'zod'

import './zod'

/** The password is required; the administrator is implied. */
export const loginSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
})

export type LoginInput = z.infer<typeof loginSchema>

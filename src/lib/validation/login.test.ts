import { describe, expect, it } from 'vitest'

import { loginSchema } from './login'

describe('the login form', () => {
  it('requires a password', () => {
    expect(loginSchema.safeParse({ password: '' }).success).toBe(false)
    expect(loginSchema.safeParse({}).success).toBe(false)
    expect(loginSchema.safeParse({ password: 'x' }).success).toBe(true)
  })
})

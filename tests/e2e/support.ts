import type { APIRequestContext } from '@playwright/test'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
  name: process.env.E2E_ADMIN_NAME ?? '',
}

/** A Payload token for the seeded administrator (Payload accepts `Authorization: Bearer`). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admins/login', {
    data: { email: admin.email, password: admin.password },
  })
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return token
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

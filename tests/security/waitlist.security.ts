import { expect, test } from '@playwright/test'

import { freshIp } from './support'

/** The waitlist does not tell anyone whether an address is on it. */
test('answers a listed address exactly as a new one', async ({ request }) => {
  const join = async (email: string) => {
    const response = await request.post('/api/clavius-waitlist', {
      headers: { 'x-forwarded-for': freshIp() },
      data: { name: 'Probe', email },
    })
    return { status: response.status(), body: await response.text() }
  }
  const email = `listed-${Date.now()}@example.com`
  const first = await join(email)
  expect(first.status).toBe(201)
  expect(JSON.parse(first.body)).toEqual({
    success: true,
    message: "You've been added to the waitlist",
  })
  expect(await join(email)).toEqual(first)
  expect(await join(email.toUpperCase())).toEqual(first)
  expect(await join(`new-${Date.now()}@example.com`)).toEqual(first)
})

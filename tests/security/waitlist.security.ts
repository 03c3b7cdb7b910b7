import { expect, test } from '@playwright/test'

import { adminToken, bearer, freshIp } from './support'

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

test('does the same work for a listed address as for a new one', async ({ request }) => {
  const email = `same-work-${Date.now()}@example.com`
  for (const address of [email, email, `other-${email}`]) {
    const response = await request.post('/api/clavius-waitlist', {
      headers: { 'x-forwarded-for': freshIp() },
      data: { name: 'Probe', email: address },
    })
    expect(response.status()).toBe(201)
  }
  // Each sign-up, new or listed, queued one job; only the job knows which it was.
  const token = await adminToken()
  await expect
    .poll(async () => {
      const jobs = await request.get(
        '/api/payload-jobs?where[taskSlug][equals]=welcomeWaitlistEntry&sort=-createdAt&limit=100&depth=0',
        { headers: bearer(token) },
      )
      const { docs } = (await jobs.json()) as {
        docs: { input: { email: string; added: boolean } }[]
      }
      return docs
        .filter((job) => job.input.email.endsWith(email))
        .map((job) => `${job.input.email}:${job.input.added}`)
        .sort()
    })
    .toEqual([`other-${email}:true`, `${email}:false`, `${email}:true`])
})

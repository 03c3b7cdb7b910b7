import { type APIRequestContext } from '@playwright/test'

import { adminToken, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It changes the live prices: it runs against an app server of its own.
runOnOwnServer()

// These tests change the site's live prices and put them back; they run one after another.
test.describe.configure({ mode: 'serial' })

type Row = Record<string, unknown> & { name?: string; price?: number }
type OffersDoc = Record<string, unknown> & {
  plans: Row[]
  coachingPackages: Row[]
  aiVisibilityPlans: Row[]
}

async function readOffers(api: APIRequestContext): Promise<OffersDoc> {
  // Payload's REST answers the administrator only; the pages read through the Local API.
  const response = await api.get('/api/globals/offers', { headers: bearer(await adminToken()) })
  expect(response.ok()).toBe(true)
  return (await response.json()) as OffersDoc
}

const withPrice = (rows: Row[], name: string, price: number) =>
  rows.map((row) => (row.name === name ? { ...row, price } : row))

test.describe('offers in /cms', () => {
  // How long the pages take to show a change is measured by npm run bench:budgets.
  test('shows prices saved through the REST API on the next request to every page', async ({
    page,
    request,
  }) => {
    const token = await adminToken()
    const before = await readOffers(request)
    try {
      const saved = await request.post('/api/globals/offers', {
        headers: bearer(token),
        data: {
          plans: withPrice(before.plans, 'Growth', 1100),
          coachingPackages: withPrice(before.coachingPackages, 'Single session', 249),
          aiVisibilityPlans: withPrice(before.aiVisibilityPlans, 'Pro', 39),
        },
      })
      expect(saved.status()).toBe(200)

      const home = await (await request.get('/')).text()
      const workWithUs = await (await request.get('/work-with-us')).text()
      const llms = await (await request.get('/llms.txt')).text()
      const coaching = await (await request.get('/coaching')).text()
      expect(home).toContain('£1,100')
      expect(workWithUs).toContain('£1,100')
      expect(workWithUs).toMatch(/"name":"Growth plan","price":"1100"/)
      expect(llms).toContain('Growth plan: £1,100/month')
      expect(coaching).toContain('£249')
      expect(coaching).toMatch(/"price":"249"/)
      const aiVisibility = await (await request.get('/ai-visibility')).text()
      expect(aiVisibility).toMatch(/"name":"Pro plan","price":"39"/)
      expect(llms).toContain('Pro £39/month')

      await page.goto('/work-with-us')
      const growth = page.locator('article', { has: page.getByRole('heading', { name: 'Growth' }) })
      await expect(growth).toContainText('£1,100')
      await growth.getByRole('button', { name: 'Request more info' }).click()
      await expect(page.getByRole('dialog')).toContainText('Growth')
      await page.goto('/ai-visibility')
      await expect(page.getByRole('listitem', { name: 'Pro plan' })).toContainText('£39/month')
      await page.goto('/')
      await expect(page.getByText(/Solutions start at\s*£39\/month/)).toBeVisible()
    } finally {
      await request.post('/api/globals/offers', {
        headers: bearer(token),
        data: {
          plans: before.plans,
          coachingPackages: before.coachingPackages,
          aiVisibilityPlans: before.aiVisibilityPlans,
        },
      })
    }
    // The browser's last page (the home page) prefetches /work-with-us, and a render that began
    // before the restore can be stored just after its expiry: it is stale at the next read and
    // rendered again, so the restored price is waited for rather than read once.
    await expect
      .poll(async () => (await request.get('/work-with-us')).text(), { timeout: 5_000 })
      .toContain('£1,000')
  })

  test('refuses a price with pence or below £1 and keeps the pages working', async ({
    request,
  }) => {
    const token = await adminToken()
    const before = await readOffers(request)
    for (const price of [1100.5, -5, 0]) {
      const refused = await request.post('/api/globals/offers', {
        headers: bearer(token),
        data: { plans: withPrice(before.plans, 'Growth', price) },
      })
      expect(refused.status()).toBe(400)
      // Payload's REST answer names the field; the wording shows beside the field in /cms.
      expect(JSON.stringify(await refused.json())).toContain('Plans 2 > Price')
    }
    const page = await request.get('/work-with-us')
    expect(page.status()).toBe(200)
    expect(await page.text()).toContain('£1,000')
  })

  test('refuses changes from a visitor who is not signed in', async ({ request }) => {
    const refused = await request.post('/api/globals/offers', {
      data: { plans: [{ name: 'Growth', price: 1 }] },
    })
    expect(refused.status()).toBe(403)
  })
})

test.describe('redirects in /cms', () => {
  test('answers /website-refresh with a permanent redirect home', async ({ request }) => {
    const response = await request.get('/website-refresh', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/')
  })

  test('answers a redirect created through the REST API on the next request', async ({
    request,
  }) => {
    const token = await adminToken()
    const from = `/old-offer-${Date.now()}`
    expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)
    const created = await request.post('/api/redirects', {
      headers: bearer(token),
      data: { from, to: { type: 'custom', url: '/work-with-us' } },
    })
    expect(created.status()).toBe(201)
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/work-with-us')

    const { doc } = (await created.json()) as { doc: { id: number } }
    await request.delete(`/api/redirects/${doc.id}`, { headers: bearer(token) })
    expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)
  })

  test('refuses another site unless it is written as a full address', async ({ request }) => {
    const token = await adminToken()
    for (const url of ['evil.example/page', '//evil.example/page', 'javascript:alert(1)']) {
      const refused = await request.post('/api/redirects', {
        headers: bearer(token),
        data: { from: `/gone-${Date.now()}`, to: { type: 'custom', url } },
      })
      expect(refused.status()).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain('Enter a path on this site')
    }
    const full = await request.post('/api/redirects', {
      headers: bearer(token),
      data: {
        from: `/partner-${Date.now()}`,
        to: { type: 'custom', url: 'https://example.com/x' },
      },
    })
    expect(full.status()).toBe(201)
    const { doc } = (await full.json()) as { doc: { id: number } }
    await request.delete(`/api/redirects/${doc.id}`, { headers: bearer(token) })
  })

  test('keeps redirects from anonymous visitors', async ({ request }) => {
    expect((await request.get('/api/redirects')).status()).toBe(403)
    const refused = await request.post('/api/redirects', {
      data: { from: '/x-anon', to: { type: 'custom', url: '/' } },
    })
    expect(refused.status()).toBe(403)
  })
})

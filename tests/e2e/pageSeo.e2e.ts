import { type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, bearer, editCmsForm, reviewScreenshot, signIn } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It changes the pages' titles and descriptions: it runs against an app server of its own.
runOnOwnServer()

/**
 * The Page SEO global: each marketing page's title and description, edited in /cms, reach the
 * page's <head> within a second; and the prices form names its rows and says why a price is
 * refused beside the field.
 */

// These tests change what public pages show and put it back; they run one after another.
test.describe.configure({ mode: 'serial' })

const BRAND = 'Meridian AI'

type PageText = { title: string; description: string; image?: unknown }
type PageSeoDoc = Record<string, PageText | unknown>

async function readPageSeo(api: APIRequestContext): Promise<PageSeoDoc> {
  // Payload's REST answers the administrator only; the pages read through the Local API.
  const response = await api.get('/api/globals/page-seo?depth=0', {
    headers: bearer(await adminToken()),
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as PageSeoDoc
}

/** The <title> and meta description the server sends for a path. */
async function head(api: APIRequestContext, path: string) {
  const html = await (await api.get(path)).text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const unescape = (text: string) =>
    text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
  return { title: unescape(title), description: unescape(description) }
}

test.describe('page SEO in /cms', () => {
  test("shows a saved title and description in the page's head within a second", async ({
    page,
    request,
  }) => {
    const token = await adminToken()
    const before = await readPageSeo(request)
    const stamp = Date.now()
    const contact = {
      title: `Talk to our AI team ${stamp}`,
      description: `Tell us what you want AI to do for your business; we answer within a day. ${stamp}`,
    }
    const home = {
      title: `AI agency for busy teams ${stamp}`,
      description: `Websites and tools built with AI, plans from {plansFrom} a month. ${stamp}`,
    }
    try {
      const saved = await request.post('/api/globals/page-seo', {
        headers: bearer(token),
        data: { contact, home },
      })
      expect(saved.status()).toBe(200)

      // The save expired the page: the very next request renders the new text, no stale copy
      // first. How soon it shows is a figure of npm run bench:budgets.
      expect(await head(request, '/contact')).toEqual({
        title: `${contact.title} | ${BRAND}`,
        description: contact.description,
      })
      // The home page shows its title as written, and fills the price from the live offers.
      const homeHead = await head(request, '/')
      expect(homeHead.title).toBe(home.title)
      expect(homeHead.description).toMatch(
        new RegExp(`^Websites and tools built with AI, plans from £[\\d,]+ a month\\. ${stamp}$`),
      )

      await page.goto('/contact')
      await expect(page).toHaveTitle(`${contact.title} | ${BRAND}`)
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        contact.description,
      )
    } finally {
      const restored = await request.post('/api/globals/page-seo', {
        headers: bearer(token),
        data: { contact: before.contact, home: before.home },
      })
      expect(restored.status()).toBe(200)
    }
    const defaults = before.contact as PageText
    await expect
      .poll(() => head(request, '/contact'), { timeout: 5_000 })
      .toEqual({ title: `${defaults.title} | ${BRAND}`, description: defaults.description })
  })

  test('refuses an empty title and keeps the page as it was', async ({ request }) => {
    const token = await adminToken()
    const before = await head(request, '/blog')
    const refused = await request.post('/api/globals/page-seo', {
      headers: bearer(token),
      data: { blog: { title: ' ', description: 'x' } },
    })
    expect(refused.status()).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain("Enter the page's title.")
    expect(await head(request, '/blog')).toEqual(before)
  })

  test('refuses changes from a visitor who is not signed in', async ({ request }) => {
    const refused = await request.post('/api/globals/page-seo', {
      data: { contact: { title: 'Hijacked', description: 'Hijacked' } },
    })
    expect(refused.status()).toBe(403)
  })

  for (const width of [390, 1366]) {
    test(`the editor previews the search result as the editor types (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, await adminToken())
      await page.goto('/cms/globals/page-seo')
      await page.locator('.tabs-field__tab-button', { hasText: /^Contact$/ }).click()
      const title = page.locator('#field-contact__title')
      const preview = page.getByTestId('page-seo-preview').filter({ hasText: '/contact' })
      await expect(preview).toContainText(`Contact us | ${BRAND}`)
      // The panel takes edits once it is running: retry the first until the preview follows.
      await expect(async () => {
        await title.fill('Contact our AI team')
        await expect(preview).toContainText(`Contact our AI team | ${BRAND}`, { timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      // The SEO plugin's length guidance counts the title, less the brand the page adds.
      await expect(page.getByText('19/36-46 chars,', { exact: false }).first()).toBeVisible()
      await reviewScreenshot(page, 'cms-page-seo', `editor-${width}`, { fullPage: true })
      // Nothing was saved: the page keeps its title.
      await page.goto('/contact')
      await expect(page).toHaveTitle(`Contact us | ${BRAND}`)
    })
  }
})

type Offers = { plans: { name: string; price: number }[] }

/** The second row of the monthly plans (Growth) in the prices form. */
const growthRow = (page: Page) => page.locator('#plans-row-1')

test.describe('the prices form in /cms', () => {
  test('names the plan and both bounds when the REST API refuses a price', async ({ request }) => {
    const before = (await (
      await request.get('/api/globals/offers', { headers: bearer(await adminToken()) })
    ).json()) as Offers
    const plans = before.plans.map((plan) =>
      plan.name === 'Growth' ? { ...plan, price: 99_999_999_999 } : plan,
    )
    const refused = await request.post('/api/globals/offers', {
      headers: bearer(await adminToken()),
      data: { plans },
    })
    expect(refused.status()).toBe(400)
    const body = JSON.stringify(await refused.json())
    expect(body).toContain('The following field is invalid: Monthly plans > Growth > Price')
    expect(body).toContain(
      'Growth: Enter a whole number of pounds from £1 to £1,000,000, without pence.',
    )
  })

  for (const width of [390, 1366]) {
    test(`names each plan and says beside the field why a price is refused (${width}px)`, async ({
      page,
      request,
    }) => {
      const before = (await (
        await request.get('/api/globals/offers', { headers: bearer(await adminToken()) })
      ).json()) as Offers
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, await adminToken())
      await page.goto('/cms/globals/offers')
      // Rows are named by their plan, not "Plan 01".
      await expect(page.locator('.offer-row-label', { hasText: /^Core$/ }).first()).toBeVisible()
      await expect(growthRow(page).locator('.offer-row-label').first()).toHaveText('Growth')
      await expect(page.getByText('Plan 01', { exact: true })).toHaveCount(0)

      const price = page.locator('#field-plans__1__price')
      const save = page.getByRole('button', { name: 'Save', exact: true })
      const message = 'Growth: Enter a whole number of pounds from £1 to £1,000,000, without pence.'
      const field = page.locator('.field-type.number', { has: price })
      const error = field.locator('.field-error')
      // Saved once the form has taken the edit (editCmsForm says why). Should a Save still be
      // lost, typing the same value again marks nothing modified: as an editor would, the next
      // try types another refused price.
      let attempt = 0
      await expect(async () => {
        attempt += 1
        await editCmsForm(page, () => price.fill(String(99_999_999_999 - attempt)))
        await expect(save).toBeEnabled({ timeout: 2_000 })
        await save.click({ timeout: 2_000 })
        await expect(error).toHaveText(message, { timeout: 10_000 })
      }).toPass({ timeout: 90_000 })
      await expect(error).toBeVisible()
      // The whole sentence is on screen: not cut at the viewport's edge.
      await expect
        .poll(async () => {
          const box = await error.boundingBox()
          return box ? box.x >= 0 && box.x + box.width <= width : false
        })
        .toBe(true)
      // The toast names the plan, not its place in the list.
      const refusal = page.locator('[data-sonner-toast]', { hasText: 'Growth' }).last()
      await expect(refusal).toContainText(/Monthly plans\W+Growth\W+Price/)
      await expect(refusal).not.toContainText('Plans 2')
      // Centred, the field stays clear of the toast at the bottom of a phone's screen.
      await error.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await reviewScreenshot(page, 'cms-offers', `refused-price-${width}`)

      // A feature chip shows its whole line.
      const chip = growthRow(page).locator('.multi-value-label__text').first()
      await expect(chip).toBeVisible()
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)

      // Nothing was saved.
      const after = (await (
        await request.get('/api/globals/offers', { headers: bearer(await adminToken()) })
      ).json()) as Offers
      expect(after.plans.map((plan) => plan.price)).toEqual(before.plans.map((plan) => plan.price))
    })
  }
})

import { createHash, createHmac } from 'node:crypto'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { adminToken, reviewScreenshot, toast } from './support'

// What sits over what: the cookie banner never covers a dialog's action, a toast or the draft
// preview bar; a refused form brings its first field into sight; every box that scrolls is
// reached by Tab. Nothing here changes what another test reads.

const WIDTHS = [390, 1366] as const
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 })
const tag = `ovl${Date.now().toString(36)}${process.pid}`
let ipCounter = 0

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.21.${process.pid % 250}.${++ipCounter}`,
  })
})

/** The element the browser would give a tap at the centre of `target`: it, or inside it. */
async function tapLandsOn(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

/** The cookie banner, shown: no choice stored, and its second after load waited for. */
async function bannerShown(page: Page): Promise<Locator> {
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  return banner
}

const acceptCookies = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))

test.describe('the cookie banner', () => {
  for (const width of WIDTHS) {
    test(`leaves the request modal's action and its toast uncovered at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport(width))
      await page.goto('/')
      await bannerShown(page)
      await page.getByRole('button', { name: 'Request more info' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Request more info' })
      const send = dialog.getByRole('button', { name: 'Send request' })
      await send.scrollIntoViewIfNeeded()
      await expect.poll(() => tapLandsOn(send)).toBe(true)
      await reviewScreenshot(page, 'G', `modal-with-banner-${width}`)

      await dialog.getByLabel('Name', { exact: true }).fill(`Ben ${tag}`)
      await dialog.getByLabel('Email', { exact: true }).fill(`ben.${tag}@example.com`)
      await send.click()
      const sent = toast(page, 'Request sent!')
      await expect(sent).toBeVisible()
      // The banner is still there, and the toast sits clear of it.
      const banner = await bannerShown(page)
      await expect.poll(() => tapLandsOn(sent)).toBe(true)
      // The toast slides in from the bottom: its resting place is what must clear the banner.
      await expect
        .poll(async () => {
          const [toastBox, bannerBox] = [await sent.boundingBox(), await banner.boundingBox()]
          return toastBox && bannerBox ? bannerBox.y - (toastBox.y + toastBox.height) : -1
        })
        .toBeGreaterThanOrEqual(0)
      await reviewScreenshot(page, 'G', `toast-with-banner-${width}`)
    })
  }

  test('sits above the draft preview bar', async ({ page, request }) => {
    const token = await adminToken()
    // Any published article will do: preview changes nothing for anyone else.
    const { posts } = (await (await request.get('/api/blog')).json()) as {
      posts: { slug: string }[]
    }
    const slug = posts[0]?.slug
    expect(slug).toBeTruthy()
    // The preview secret is keyed, as Payload keys its HMACs, with a digest of PAYLOAD_SECRET.
    const key = createHash('sha256')
      .update(process.env.PAYLOAD_SECRET ?? '')
      .digest('hex')
      .slice(0, 32)
    const secret = createHmac('sha256', key).update('draft-preview').digest('base64url')
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! }])
    for (const width of WIDTHS) {
      await page.setViewportSize(viewport(width))
      await page.goto(`/api/draft-preview?secret=${secret}&path=/blog/${slug}`)
      const bar = page.getByTestId('preview-bar')
      await expect(bar).toBeVisible()
      const banner = await bannerShown(page)
      const exit = bar.getByRole('link', { name: 'Exit preview' })
      await expect.poll(() => tapLandsOn(exit)).toBe(true)
      await expect
        .poll(async () => {
          const [barBox, bannerBox] = [await bar.boundingBox(), await banner.boundingBox()]
          return bannerBox!.y + bannerBox!.height <= barBox!.y
        })
        .toBe(true)
      await expect
        .poll(() => tapLandsOn(banner.getByRole('button', { name: 'Accept All' })))
        .toBe(true)
      await reviewScreenshot(page, 'G', `preview-bar-with-banner-${width}`)
    }
  })
})

test.describe('a refused form', () => {
  for (const width of WIDTHS) {
    test(`brings its first refused field into view below the header at ${width} px`, async ({
      page,
    }) => {
      await acceptCookies(page)
      await page.setViewportSize(viewport(width))
      await page.goto('/contact')
      await page.getByLabel('Message', { exact: true }).fill('We would like a new website soon.')
      const submit = page.getByRole('button', { name: 'Send message' })
      await submit.scrollIntoViewIfNeeded()
      await submit.click()
      const first = page.getByLabel('Full name', { exact: true })
      await expect(first).toBeFocused()
      await expect(page.getByText('Please provide more details about your needs')).toHaveCount(0)
      const header = page.locator('header').first()
      await expect
        .poll(async () => {
          const [box, headerBox] = [await first.boundingBox(), await header.boundingBox()]
          const bottom = viewport(width).height
          return box!.y >= headerBox!.y + headerBox!.height && box!.y + box!.height <= bottom
        })
        .toBe(true)
      await reviewScreenshot(page, 'G', `refused-contact-${width}`)
    })
  }
})

test.describe('boxes that scroll', () => {
  for (const width of WIDTHS) {
    test(`the checker's weights table is reached by Tab and scrolls by keyboard at ${width} px`, async ({
      page,
    }) => {
      await acceptCookies(page)
      await page.setViewportSize(viewport(width))
      await page.goto('/ai-checker')
      const region = page.getByRole('region', { name: 'Weights of the checks' })
      await expect(region).toBeAttached()
      // From the domain field, Tab after Tab through the page, as a keyboard user would.
      await page.getByLabel('Your domain').focus()
      let reached = false
      for (let presses = 0; presses < 100 && !reached; presses++) {
        await page.keyboard.press('Tab')
        reached = await region.evaluate((element) => element === document.activeElement)
      }
      expect(reached).toBe(true)
      await expect
        .poll(() => region.evaluate((element) => getComputedStyle(element).outlineStyle))
        .not.toBe('none')
      const overflows = await region.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      )
      if (width < 500) {
        expect(overflows).toBe(true)
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
      }
      await reviewScreenshot(page, 'G', `weights-table-focused-${width}`)
    })
  }
})

import { expect, test, type Page } from '@playwright/test'

import { latestPostSlug, PUBLIC_ROUTES } from './support'

/** Every public route, and the 404 page. */
const ROUTES = [...PUBLIC_ROUTES, '/no-such-page']

/** Records every layout shift from the first byte of the document on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node
            if (!(node instanceof Element)) return node?.nodeName ?? '?'
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')}`
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

// Every test loads its own pages and changes nothing: they may run in any worker.
test.describe.configure({ mode: 'parallel' })

test.describe('page load', () => {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    test(`no public page shifts its layout while it loads, at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height })
      await recordLayoutShifts(page)
      const routes = [...ROUTES, `/blog/${await latestPostSlug(page.request)}`]
      for (const route of routes) {
        await page.goto(route, { waitUntil: 'load' })
        // Late work included: hydration, fonts, lazy images and the cookie banner after 1 s.
        await page.waitForTimeout(1500)
        const shifts = await page.evaluate(
          () =>
            (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] })
              .__layoutShifts,
        )
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        // Nothing may move that a visitor would notice. A web font replacing its metric-matched
        // fallback late on a loaded machine has moved one line by a pixel (0.013 once in many
        // runs); anything a reader sees moving is far above 0.025 (Google's "good" is 0.1).
        expect(total, `${route} at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.025)
      }
    })
  }
})

test.describe('blocks rendered late', () => {
  /** Colours of the links and buttons in the blocks the browser renders only near the screen. */
  const lateColours = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.defer-render :is(a, button)')].map((element) => {
        const style = getComputedStyle(element)
        return `${element.textContent?.trim()}: ${style.color} on ${style.backgroundColor}`
      }),
    )

  test('leave no link or button frozen halfway through a colour transition', async ({ page }) => {
    // Styles read before the stylesheet arrives (as an audit tool may) start each element's
    // colour transition from the browser's defaults; a slow stylesheet makes that certain.
    await page.route('**/_next/static/**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await page.locator('.defer-render a').first().waitFor({ state: 'attached' })
    expect((await lateColours(page)).length).toBeGreaterThan(5)
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    const unrendered = await lateColours(page)
    await page.evaluate(() => document.documentElement.classList.add('render-all'))
    await page.waitForTimeout(500)
    expect(unrendered).toEqual(await lateColours(page))
  })

  /**
   * Whether a #section sits where a jump to it should leave it: its scroll margin below the top
   * of the screen, or lower when the page cannot scroll further. Otherwise, where it is.
   */
  const landing = (page: Page, id: string) =>
    page.evaluate((id) => {
      const target = document.getElementById(id)!
      const top = Math.round(target.getBoundingClientRect().top)
      const margin = Math.round(parseFloat(getComputedStyle(target).scrollMarginTop))
      const root = document.documentElement
      const atEnd = window.scrollY >= root.scrollHeight - window.innerHeight - 1
      return top === margin || (atEnd && top > margin) ? 'on its section' : `${top} px from the top`
    }, id)

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    test(`land every #section link of a page on its section, followed or loaded, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height })
      await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
      let checked = 0
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route)
        const ids = await page.evaluate(() => [
          ...new Set(
            [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]')]
              .filter((link) => link.offsetParent !== null)
              .map((link) => decodeURIComponent(link.hash.slice(1))),
          ),
        ])
        // A long list of contents (the legal pages) is sampled: its first, middle and last entries.
        const sample = [...new Set([ids[0], ids[Math.floor(ids.length / 2)], ids.at(-1)])]
        for (const [index, id] of sample.filter((id) => id !== undefined).entries()) {
          // Followed from the top of a fresh load (the one the ids were read from, for the
          // first): the sections between are not rendered yet.
          if (index > 0) await page.goto(route)
          await page.locator(`main a[href="#${id}"]`).first().click()
          await expect
            .poll(() => landing(page, id), `${route}, link to #${id}`)
            .toBe('on its section')
          // Loaded with the hash, as a link from elsewhere opens it (the query makes it a new load).
          await page.goto(`${route}?from=${id}#${id}`)
          await expect.poll(() => landing(page, id), `${route}#${id} loaded`).toBe('on its section')
          checked++
        }
      }
      // Coaching, work with us, showcase and the contents of the legal pages link so.
      expect(checked).toBeGreaterThan(8)
    })
  }
})

test.describe('loading states', () => {
  /**
   * Notes each moment a visible loading screen (role=status, 'Loading…') is in the page, from
   * the first byte of the document on: the router shows it only while it waits for the page.
   */
  async function watchLoadingScreens(page: Page) {
    await page.addInitScript(() => {
      window.localStorage.setItem('cookiesAccepted', 'true')
      const seen: string[] = []
      Object.assign(window, { __loadingSeen: seen })
      new MutationObserver(() => {
        // Before the stylesheet applies (the body is a flex column) nothing is painted.
        if (!document.body || getComputedStyle(document.body).display !== 'flex') return
        for (const element of document.querySelectorAll('[role=status]')) {
          const text = element.textContent ?? ''
          if (text.startsWith('Loading') && getComputedStyle(element).visibility === 'visible') {
            seen.push(`${location.pathname}: ${text}`)
          }
        }
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
  }

  const seenLoading = (page: Page) =>
    page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen)

  /** Holds the page data (RSC) of client-side navigations under `prefix` for a while. */
  async function slowPageData(page: Page, prefix: string) {
    await page.route(
      (url) => url.pathname.startsWith(prefix),
      async (route) => {
        const headers = route.request().headers()
        if (headers['rsc'] === '1' && headers['next-router-segment-prefetch'] !== '/_tree') {
          await new Promise((resolve) => setTimeout(resolve, 1500))
        }
        await route.continue()
      },
    )
  }

  test("shows 'Loading articles...' during a client-side navigation to the blog, not on a full load", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await watchLoadingScreens(page)
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seenLoading(page)).toEqual([])

    // The screen shows while the link's navigation waits for the page; a page the router has
    // prefetched already needs no wait, so a navigation may take a few tries.
    await slowPageData(page, '/blog')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.goto('/contact')
      await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Insights', {
        timeout: 15_000,
      })
      if ((await seenLoading(page)).length > 0) break
    }
    expect(await seenLoading(page)).toContain('/contact: Loading articles...')
    await expect(page.getByText('Loading articles...')).toHaveCount(0)
  })

  test("shows 'Loading article...' during a client-side navigation from the list to an article", async ({
    page,
  }) => {
    const slug = await latestPostSlug(page.request)
    await page.setViewportSize({ width: 390, height: 844 })
    await watchLoadingScreens(page)
    await slowPageData(page, `/blog/${slug}`)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.goto('/blog')
      await page.locator(`a[href="/blog/${slug}"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
      await expect(page.getByTestId('article-body')).toBeVisible({ timeout: 15_000 })
      if ((await seenLoading(page)).length > 0) break
    }
    expect(await seenLoading(page)).toContain('/blog: Loading article...')
    await expect(page.getByText('Loading article...')).toHaveCount(0)
  })

  test('keeps the article loading screen out of a full load of an article', async ({ page }) => {
    const slug = await latestPostSlug(page.request)
    await page.setViewportSize({ width: 390, height: 844 })
    await watchLoadingScreens(page)
    await page.goto(`/blog/${slug}`)
    await expect(page.getByTestId('article-body')).toBeVisible()
    await page.waitForTimeout(500)
    expect(await seenLoading(page)).toEqual([])
  })
})

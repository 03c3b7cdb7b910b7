import { expect, test, type Page } from '@playwright/test'

import { expectSystemFont, latestPostSlug, PUBLIC_ROUTES, reviewScreenshot } from './support'

/** Every public route, and the 404 page. */
const ROUTES = [...PUBLIC_ROUTES, '/no-such-page']

// Every test loads its own pages and changes nothing: they may run in any worker.
test.describe.configure({ mode: 'parallel' })

/**
 * Whether a #section sits where a jump to it should leave it: its scroll margin below the top of
 * the screen, or lower when the page cannot scroll further. Otherwise, where it is.
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

/** The #section links a visitor sees in the page's main content. */
const sectionLinks = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]')]
        .filter((link) => link.offsetParent !== null)
        .map((link) => decodeURIComponent(link.hash.slice(1))),
    ),
  ])

test.describe('page load', () => {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    // How far a page shifts while it loads is measured, against its budget, by npm run
    // bench:budgets. Here, as a visitor loads each page at this width: it answers, renders its
    // heading in the system font, fits the screen, its late work (the cookie banner) arrives,
    // and each of its #section links lands on its section, followed or loaded.
    test(`loads every public page: heading, system font, no sideways scroll, cookie banner and #section links, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      await page.setViewportSize({ width, height })
      const fonts: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fonts.push(response.url())
      })
      const routes = [...ROUTES, `/blog/${await latestPostSlug(page.request)}`]
      let checked = 0
      for (const route of routes) {
        // A first visit: no cookie choice is stored.
        await page.evaluate(() => window.localStorage.clear()).catch(() => undefined)
        const response = await page.goto(route, { waitUntil: 'load' })
        expect(response?.status(), route).toBe(route === '/no-such-page' ? 404 : 200)
        await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible()
        await expectSystemFont(page, route)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${route} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0)
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await expect(banner, route).toBeVisible()
        const name = route.replace(/[/?=]+/g, '_').replace(/^_/, '') || 'home'
        await reviewScreenshot(page, 'pages', `${name}-${width}`, { fullPage: true })

        const ids = PUBLIC_ROUTES.includes(route) ? await sectionLinks(page) : []
        if (ids.length === 0) continue
        // The choice is stored: the banner covers no link in the loads that follow.
        await banner.getByRole('button', { name: 'Accept All' }).click()
        await expect(banner).toBeHidden()
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
      expect(fonts).toEqual([])
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

  /** CSS transitions still running in those blocks. */
  const lateTransitions = (page: Page) =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation instanceof CSSTransition &&
              animation.playState === 'running' &&
              animation.effect instanceof KeyframeEffect &&
              animation.effect.target?.closest('.defer-render'),
          ).length,
    )

  test('leave no link or button frozen halfway through a colour transition', async ({ page }) => {
    // Styles read before the stylesheet arrives (as an audit tool may) start each element's
    // colour transition from the browser's defaults; stylesheets that arrive only once the whole
    // HTML has make that certain.
    let releaseStyles!: () => void
    const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve))
    await page.route('**/_next/static/**/*.css', async (route) => {
      await stylesHeld
      await route.continue()
    })
    const htmlReceived = page.waitForEvent(
      'requestfinished',
      (request) => request.resourceType() === 'document',
    )
    await page.goto('/', { waitUntil: 'commit' })
    await htmlReceived
    releaseStyles()
    await page.locator('.defer-render a').first().waitFor({ state: 'attached' })
    expect((await lateColours(page)).length).toBeGreaterThan(5)
    await page.waitForLoadState('load')
    const unrendered = await lateColours(page)
    await page.evaluate(() => document.documentElement.classList.add('render-all'))
    // Once rendered, a transition frozen until now runs to its end: wait until none is left.
    await expect.poll(() => lateTransitions(page)).toBe(0)
    expect(unrendered).toEqual(await lateColours(page))
  })
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

  /**
   * Holds the page data (RSC) of client-side navigations under `prefix` until a loading screen
   * has been seen (or the wait for one times out, when the router needed no data), so that a
   * navigation that shows one always leaves it on screen long enough to be noted.
   */
  async function slowPageData(page: Page, prefix: string) {
    await page.route(
      (url) => url.pathname.startsWith(prefix),
      async (route) => {
        const headers = route.request().headers()
        if (headers['rsc'] === '1' && headers['next-router-segment-prefetch'] !== '/_tree') {
          await expect
            .poll(() => seenLoading(page).catch(() => []))
            .not.toEqual([])
            .catch(() => undefined)
        }
        await route.continue().catch(() => undefined)
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
    await expect(async () => {
      await page.goto('/contact')
      await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Insights', {
        timeout: 15_000,
      })
      expect(await seenLoading(page)).not.toEqual([])
    }).toPass({ intervals: [0], timeout: 45_000 })
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
    await expect(async () => {
      await page.goto('/blog')
      await page.locator(`a[href="/blog/${slug}"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
      await expect(page.getByTestId('article-body')).toBeVisible({ timeout: 15_000 })
      expect(await seenLoading(page)).not.toEqual([])
    }).toPass({ intervals: [0], timeout: 45_000 })
    expect(await seenLoading(page)).toContain('/blog: Loading article...')
    await expect(page.getByText('Loading article...')).toHaveCount(0)
  })

  test('keeps the article loading screen out of a full load of an article', async ({ page }) => {
    const slug = await latestPostSlug(page.request)
    await page.setViewportSize({ width: 390, height: 844 })
    await watchLoadingScreens(page)
    await page.goto(`/blog/${slug}`)
    await expect(page.getByTestId('article-body')).toBeVisible()
    // Loaded, and two frames later: the observer has had every change of the load.
    await page.waitForLoadState('load')
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await seenLoading(page)).toEqual([])
  })
})

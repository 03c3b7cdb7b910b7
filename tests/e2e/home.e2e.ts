import { expect, test, type Page } from '@playwright/test'

import { reviewScreenshot, reviewScreenshots } from './support'

const FEATURES = [
  'Smart chatbots',
  'Intelligent search',
  'Content generation',
  'Personalization',
  'Data analytics',
  'Workflow automation',
  'Voice integration',
  'Predictive modeling',
]

const STACK_GROUPS = ['Frontend', 'Backend', 'Database & Storage', 'Security & Integrations']

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(data) ? data : [data]
  })
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    // A stored cookie choice keeps the consent banner from covering the page.
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  })

  test('has the title and every section in order', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Optimize Your Business for AI')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Optimize your business for AI',
    )
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    await expect(hero.getByText('Your partner in AI solutions', { exact: true })).toBeVisible()

    const headings = [
      'Everything you need to grow',
      'How it works',
      'Built on technology you can trust',
      'Plans that grow with you',
      'Bespoke solutions',
      'Latest Insights',
      'Your numbers, with a clear next step',
      'An assistant that knows your business',
      'Ready to put AI to work?',
    ]
    const tops: number[] = []
    for (const name of headings) {
      const heading = page.getByRole('heading', { level: 2, name, exact: true })
      await expect(heading).toBeVisible()
      tops.push((await heading.boundingBox())!.y)
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops)

    for (const anchor of ['features', 'how-it-works', 'contact', 'dashboard', 'chatbot']) {
      await expect(page.locator(`#${anchor}`)).toHaveCount(1)
    }
    // The rotating word list is not visible, so none of its words shows in the hero.
    await expect(page.locator('#hero-title')).not.toContainText('Intelligence')
  })

  test('hero links to work-with-us and opens the scheduling page in a new tab', async ({
    page,
  }) => {
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    await expect(hero.getByRole('link', { name: 'Work with us' })).toHaveAttribute(
      'href',
      '/work-with-us',
    )
    const book = hero.getByRole('link', { name: 'Book consultation' })
    await expect(book).toHaveAttribute('href', /^https:\/\//)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('lands a #section link on its section, though the sections below the first screen render late', async ({
    page,
  }) => {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height })
      // The first, a middle and the last of the home page's sections below the first screen.
      for (const id of ['features', 'dashboard', 'contact']) {
        // A fresh load each time (the query differs), as a link from another page would open it.
        await page.goto(`/?from=${id}#${id}`)
        // scroll-mt-24 keeps a section 96 px below the top, clear of the fixed header.
        await expect
          .poll(() =>
            page.evaluate(
              (id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top),
              id,
            ),
          )
          .toBe(96)
      }
    }
  })

  test('shows the eight feature cards', async ({ page }) => {
    await page.goto('/')
    const features = page.locator('#features')
    const titles = await features.getByRole('heading', { level: 3 }).allTextContents()
    expect(titles).toEqual(FEATURES)
    await expect(
      features.getByText('AI-powered customer support and engagement', { exact: false }),
    ).toBeVisible()
  })

  test('stack groups start expanded and each header toggles its group', async ({ page }) => {
    await page.goto('/')
    for (const name of STACK_GROUPS) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
    }
    await expect(page.getByText('PostgreSQL', { exact: true })).toBeVisible()

    const database = page.getByRole('button', { name: 'Database & Storage', exact: true })
    await database.click()
    await expect(database).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('PostgreSQL', { exact: true })).toBeHidden()
    // The other groups are independent.
    await expect(page.getByText('Next.js', { exact: true })).toBeVisible()

    await database.press('Enter')
    await expect(database).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('PostgreSQL', { exact: true })).toBeVisible()
  })

  test('pricing shows Core, Growth and the bespoke cards', async ({ page }) => {
    await page.goto('/')
    const pricing = page.locator('#pricing')
    await expect(pricing.getByRole('heading', { name: 'Core', exact: true })).toBeVisible()
    await expect(pricing.getByRole('heading', { name: 'Growth', exact: true })).toBeVisible()
    await expect(pricing.getByText('MOST POPULAR')).toBeVisible()
    await expect(pricing.getByRole('button', { name: /Client Portals/ })).toBeVisible()
    await expect(pricing.getByRole('button', { name: /Custom AI Solution/ })).toBeVisible()
  })

  test('dashboard demo: Month by default, display-only switch, and Apply Recommendation', async ({
    page,
  }) => {
    await page.goto('/#dashboard')
    const demo = page.locator('#dashboard')
    const period = demo.getByRole('group', { name: 'Period' })
    await expect(period.getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(period.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(demo.getByText('This month at a glance')).toBeVisible()

    const revenue = await demo.getByText('£48,250').textContent()
    await period.getByRole('button', { name: 'Year' }).click()
    await expect(period.getByRole('button', { name: 'Year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(period.getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(demo.getByText('This year at a glance')).toBeVisible()
    expect(await demo.getByText('£48,250').textContent()).toBe(revenue)

    const apply = demo.getByRole('button', { name: 'Apply Recommendation' })
    const sibling = demo.getByRole('button', { name: 'View Details' })
    await expect(demo.getByRole('heading', { name: 'Action Applied' })).toHaveCount(0)
    await apply.click()
    await expect(demo.getByRole('heading', { level: 4 })).toHaveText('Action Applied')
    await expect(apply).toBeDisabled()
    await expect(sibling).toBeDisabled()
  })

  test('assistant demo is a static conversation', async ({ page }) => {
    await page.goto('/#chatbot')
    const demo = page.locator('#chatbot')
    await expect(demo.getByRole('heading', { name: 'AI Assistant' })).toBeVisible()
    await expect(
      demo.getByRole('list', { name: 'Sample conversation' }).getByRole('listitem'),
    ).toHaveCount(5)
    await expect(demo.getByRole('textbox')).toHaveCount(0)
  })

  test('closing call to action links to onboarding with each type', async ({ page }) => {
    await page.goto('/')
    const cta = page.locator('#contact')
    const expected: [string, string][] = [
      ['Business Dashboard', '/onboarding-step?type=dashboard'],
      ['AI Assistant', '/onboarding-step?type=chatbot'],
      ['Predictive Analytics', '/onboarding-step?type=analytics'],
      ['Start Your Project Today', '/onboarding-step'],
    ]
    for (const [name, href] of expected) {
      await expect(cta.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  test('marketing cards and the entry-price line', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Build My Demo' })).toHaveAttribute(
      'href',
      '/ai-checker',
    )
    const call = page.getByRole('link', { name: 'Book Strategy Call' })
    await expect(call).toHaveAttribute('target', '_blank')
    await expect(call).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(
      page.getByText('A personalised AI visibility demo in under 5 minutes.'),
    ).toBeVisible()
    await expect(page.getByText('30-minute consultation', { exact: true })).toBeVisible()
    await expect(
      page.getByText(/Solutions start at\s*£29\/month\s*·\s*500\+\s*businesses already benefit/),
    ).toBeVisible()
  })

  test('structured data describes three services, the organisation and the website', async ({
    page,
  }) => {
    await page.goto('/')
    const items = await structuredData(page)
    const services = items.filter((item) => item['@type'] === 'Service')
    expect(services).toHaveLength(3)
    for (const service of services) {
      expect(service.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'GBP' })
    }
    expect(items.some((item) => item['@type'] === 'Organization')).toBe(true)
    expect(items.some((item) => item['@type'] === 'WebSite')).toBe(true)
  })

  // The HTML and script weight budgets of the home page are checked by npm run bench:budgets.
  test('sends every section in its HTML', async ({ request }) => {
    const html = (await (await request.get('/')).body()).toString()
    for (const id of [
      'features',
      'how-it-works',
      'stack',
      'pricing',
      'dashboard',
      'chatbot',
      'contact',
    ]) {
      expect(html.includes(`id="${id}"`), id).toBe(true)
    }
  })

  for (const width of [360, 390, 1366]) {
    test(`renders without horizontal overflow at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      if (reviewScreenshots) {
        // Let lazy images load before the full-page picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            // A painted frame at each stop: the lazy images near it start loading.
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            )
          }
          window.scrollTo(0, 0)
        })
        // The article images (the closed mobile menu holds a lazy image that never loads).
        const images = page.locator('section[aria-labelledby="insights-title"] img')
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded()
          await expect
            .poll(() =>
              image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
            )
            .toBeGreaterThan(0)
        }
        await page.evaluate(() => window.scrollTo(0, 0))
        await reviewScreenshot(page, 'home', `home-${width}`, { fullPage: true })
      }
    })
  }
})

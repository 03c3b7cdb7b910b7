import { expect, test, type Page } from '@playwright/test'

import { routeFormActions } from './formActions'
import { adminToken, bearer, reviewScreenshot } from './support'

const SCHEDULING_URL = 'https://cal.com/meridian-ai/30min'

let ipCounter = 0
/** A fresh address per test, so the contact rate limit (5 per 10 minutes per IP) never bites. */
const freshIp = () => `203.0.113.${(process.pid % 50) * 4 + ++ipCounter}`

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() })
})

/** Most tests answer the cookie question up front so the banner never covers a button. */
async function withConsent(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
}

async function storedMessage(request: import('@playwright/test').APIRequestContext, email: string) {
  const token = await adminToken()
  const response = await request.get(
    `/api/contact-messages?where[workEmail][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: bearer(token) },
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
  return docs
}

// Every test starts from a fresh page and changes nothing another reads: any worker may run it.
test.describe.configure({ mode: 'parallel' })

test.describe('header', () => {
  test('turns translucent once scrolled past 10 px and back at the top', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    // The header has heard the scroll event and rendered what it made of it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener(
            'scroll',
            () => requestAnimationFrame(() => requestAnimationFrame(resolve)),
            { once: true },
          )
          window.scrollTo(0, 5)
        }),
    )
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    // The background eases to 80% white: on a loaded machine it may still be on its way.
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toMatch(/0\.8\)$/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('links the logo home elsewhere and scrolls to the top on the home page', async ({
    page,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const logo = page.locator('header').getByRole('link', { name: /home$/ })
    await expect(logo).toHaveAttribute('href', '/')
    await logo.click()
    await expect(page).toHaveURL(/\/$/)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.locator('header').getByRole('link', { name: /home$/ }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('opens Book a call in a new tab without an opener', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const book = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Book a call' })
    await expect(book).toHaveAttribute('href', SCHEDULING_URL)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Work with us' })).toHaveAttribute(
      'href',
      '/work-with-us',
    )
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    await expect(page.getByText('Now offering encrypted AI solutions')).toBeVisible()
  })

  test('opens the Resources dropdown on hover', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const resources = nav.getByRole('button', { name: 'Resources' })
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
    await resources.hover()
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'AI Visibility' })).toHaveAttribute(
      'href',
      '/ai-checker',
    )
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await reviewScreenshot(page, 'shell', 'header-dropdown-1366')
    await page.mouse.move(10, 700)
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
  })

  test('opens the Resources dropdown on keyboard focus and closes it with Escape', async ({
    page,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Work with us' }).focus()
    await page.keyboard.press('Tab')
    const resources = nav.getByRole('button', { name: 'Resources' })
    await expect(resources).toBeFocused()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
    await expect(resources).toBeFocused()
  })
})

test.describe('mobile menu', () => {
  test('locks scrolling, loads the latest post only once open, and closes on a link click', async ({
    page,
    request,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 390, height: 844 })
    const blogCalls: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/blog') blogCalls.push(req.url())
    })
    await page.goto('/work-with-us')
    // Hydrated and done loading: the menu, still closed, has asked for nothing.
    await page.waitForLoadState('networkidle')
    expect(blogCalls).toHaveLength(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    const { posts } = (await (await request.get('/api/blog')).json()) as {
      posts: { slug: string; title: string; excerpt: string | null; heroImage: string | null }[]
    }
    const latest = posts[0]!

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden')
    await expect(menu.getByRole('heading', { name: 'Latest from our blog' })).toBeVisible()
    const card = menu.getByTestId('mobile-latest-post')
    await expect(card).toHaveAttribute('href', `/blog/${latest.slug}`)
    await expect(card).toContainText(latest.title)
    if (latest.excerpt) await expect(card).toContainText(latest.excerpt)
    if (latest.heroImage) await expect(card.locator('img')).toHaveAttribute('src', latest.heroImage)
    expect(blogCalls).toHaveLength(1)

    // The Resources group toggles on its own.
    const resources = menu.getByRole('button', { name: 'Resources' })
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeHidden()
    await resources.click()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'AI Visibility' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Book a call' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await reviewScreenshot(page, 'shell', 'mobile-menu-390')
    await resources.click()
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeHidden()

    await menu.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')
  })

  test('closes on a backdrop click, the close button and Escape', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/contact')
    const open = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })

    await open.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(40, 450)
    await expect(menu).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')

    await open.click()
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await open.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
  })
})

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
  const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))

  /**
   * Reloads with the page's clock under the test's control, waits until the page is hydrated
   * (the header follows a scroll), then moves the clock well past the banner's delay.
   */
  async function staysAwayAfterReload(page: Page) {
    await page.clock.install()
    await page.reload()
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
    await page.clock.runFor(3_000)
    await expect(banner(page)).toHaveCount(0)
  }

  test('appears after a second and Accept All stores true', async ({ page }) => {
    await page.goto('/contact')
    await expect(banner(page)).toHaveCount(0)
    await expect(banner(page)).toBeVisible({ timeout: 5000 })
    await reviewScreenshot(page, 'shell', 'cookie-banner-1280')
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('true')
    await staysAwayAfterReload(page)
  })

  test('Reject All stores false', async ({ page }) => {
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Reject All' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('false')
    await staysAwayAfterReload(page)
  })

  test('the close icon hides it without storing, so it comes back', async ({ page }) => {
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBeNull()
    await page.reload()
    await expect(banner(page)).toBeVisible({ timeout: 5000 })
  })
})

test.describe('request modal', () => {
  test('opens preselected from a plan, requires a message on work-with-us, sends and resets', async ({
    page,
    request,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us')
    const growth = page.getByRole('article', { name: 'Growth' })
    await expect(growth.getByText('MOST POPULAR')).toBeVisible()
    await expect(growth).toContainText('£1,000')
    await expect(page.getByRole('article', { name: 'Core' })).toContainText('£500')
    const discovery = growth.getByRole('link', { name: /Book discovery call/ })
    await expect(discovery).toHaveAttribute('target', '_blank')
    await expect(discovery).toHaveAttribute('rel', 'noopener noreferrer')

    await growth.getByRole('button', { name: 'Request more info' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Growth')
    await expect(dialog.getByLabel('Name')).toHaveAttribute('placeholder', 'Your name')
    await expect(dialog.getByLabel('Email')).toHaveAttribute('placeholder', 'you@company.com')
    await expect(dialog.getByLabel('Company')).toHaveAttribute('placeholder', 'Your company name')
    const message = dialog.getByLabel('Message', { exact: true })
    await expect(message).toHaveAttribute('rows', '4')
    await reviewScreenshot(page, 'shell', 'modal-1366')

    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Email is required')).toBeVisible()
    await expect(dialog.getByText('Message is required')).toBeVisible()

    const email = `growth-${Date.now()}@example.com`
    await dialog.getByLabel('Name').fill('Grace Hopper')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Company').fill('Compilers Ltd')
    await message.fill('We would like to hear more about Growth.')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Request sent!')).toBeVisible()
    await expect(
      page.getByText("We'll get back to you within 24 hours with more information."),
    ).toBeVisible()
    await expect(dialog).toBeHidden()

    const [doc] = await storedMessage(request, email)
    expect(doc).toMatchObject({
      fullName: 'Grace Hopper',
      company: 'Compilers Ltd',
      planInterest: 'Growth',
      message: 'We would like to hear more about Growth.',
      source: 'modal',
    })

    await growth.getByRole('button', { name: 'Request more info' }).click()
    await expect(dialog.getByLabel('Name')).toHaveValue('')
    await expect(dialog.getByLabel('Email')).toHaveValue('')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('stays open with the input kept when sending fails', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await routeFormActions(page, { status: 500 })
    await page.goto('/work-with-us')
    const core = page.getByRole('article', { name: 'Core' })
    await core.getByRole('button', { name: 'Request more info' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    await expect(dialog).toContainText('Core')
    await dialog.getByLabel('Name').fill('Alan Turing')
    await dialog.getByLabel('Email').fill('alan@example.com')
    await dialog.getByLabel('Message', { exact: true }).fill('Tell me about Core.')
    await reviewScreenshot(page, 'shell', 'modal-390')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Failed to send request. Please try again.')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveValue('Alan Turing')
    await expect(dialog.getByLabel('Email')).toHaveValue('alan@example.com')
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue('Tell me about Core.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // The button that opened the modal has the focus again.
    await expect(core.getByRole('button', { name: 'Request more info' })).toBeFocused()
  })

  test('a bespoke card prefills planInterest and the message, and sends', async ({
    page,
    request,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us')
    const cards = page.locator('#bespoke li')
    await expect(cards).toHaveCount(11)
    await expect(
      cards.filter({ hasText: 'Includes setup, training and 30 days of support' }),
    ).toHaveCount(11)
    await page.getByRole('button', { name: /^CRM £800/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    await expect(dialog).toContainText('CRM')
    const expected = "Hi, I'm interested in your CRM solution and would like to know more."
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue(expected)
    const email = `crm-${Date.now()}@example.com`
    await dialog.getByLabel('Name').fill('Ada Lovelace')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Request sent!')).toBeVisible()
    await expect(dialog).toBeHidden()
    const [doc] = await storedMessage(request, email)
    expect(doc).toMatchObject({ fullName: 'Ada Lovelace', planInterest: 'CRM', message: expected })
  })

  test('a bespoke card keeps its prefilled message when sending fails', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await routeFormActions(page, { status: 500 })
    await page.goto('/work-with-us')
    await page.getByRole('button', { name: /^Intranet £300/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    await dialog.getByLabel('Name').fill('Tim Berners-Lee')
    await dialog.getByLabel('Email').fill('tim@example.com')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Failed to send request. Please try again.')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue(
      "Hi, I'm interested in your Intranet solution and would like to know more.",
    )
    await expect(dialog.getByLabel('Name')).toHaveValue('Tim Berners-Lee')
  })

  test('the home version has an optional message', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/')
    await page
      .getByRole('article', { name: 'Core' })
      .getByRole('button', { name: 'Request more info' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    await expect(dialog.getByLabel('Message (Optional)')).toBeVisible()
    await dialog.getByLabel('Name').fill('Home Visitor')
    await dialog.getByLabel('Email').fill(`home-${Date.now()}@example.com`)
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Request sent!')).toBeVisible()
    await expect(dialog).toBeHidden()
  })
})

test.describe('contact page', () => {
  async function fillValid(page: Page, email: string) {
    await page.getByLabel('Full name').fill('Katherine Johnson')
    await page.getByLabel('Work email').fill(email)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Orbital Mechanics')
    await page.getByLabel('Company size').selectOption('51-200')
    await page.getByLabel(/How did you hear about us/).fill('A podcast')
    await page.getByLabel(/We are an agency/).check()
    await page.getByLabel('Message').fill('We would like an AI assistant for our support team.')
  }

  test('shows every validation message on submit, then re-validates on change', async ({
    page,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: "Let's talk" })).toBeVisible()
    await expect(
      page.getByText('We build AI solutions that accelerate your business.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'sales@meridian-ai.co.uk' })).toHaveAttribute(
      'href',
      'mailto:sales@meridian-ai.co.uk',
    )
    const sizes = await page.getByLabel('Company size').locator('option').allTextContents()
    expect(sizes.slice(1)).toEqual(
      ['1-10', '11-50', '51-200', '201-1000', '1000+'].map((s) => `${s} employees`),
    )

    // Nothing is judged before the first submit.
    await page.getByLabel('Full name').fill('A')
    await page.getByLabel('Full name').blur()
    await expect(page.getByText('Full name must be at least 2 characters')).toBeHidden()

    await page.getByRole('button', { name: 'Send message' }).click()
    const messages = [
      'Full name must be at least 2 characters',
      'Valid work email is required',
      'Company name is required',
      'Please select company size',
      'Please provide more details about your needs',
    ]
    for (const text of messages) await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
    await reviewScreenshot(page, 'shell', 'contact-errors-1366', { fullPage: true })

    // After the first submit, each change re-validates.
    await page.getByLabel('Full name').fill('')
    await expect(page.getByText('Full name is required')).toBeVisible()
    await page.getByLabel('Full name').fill('Ad')
    await expect(page.getByText('Full name is required')).toBeHidden()
    await page.getByLabel('Work email').fill('ada@')
    await expect(page.getByText('Valid work email is required')).toBeVisible()
    await page.getByLabel('Work email').fill('ada@example.com')
    await expect(page.getByText('Valid work email is required')).toBeHidden()
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Ab')
    await expect(page.getByText('Company name is required')).toBeHidden()
    await page.getByLabel('Company size').selectOption('1-10')
    await expect(page.getByText('Please select company size')).toBeHidden()
    await page.getByLabel('Message').fill('Too short')
    await expect(page.getByText('Please provide more details about your needs')).toBeVisible()
    await page.getByLabel('Message').fill('Long enough now')
    await expect(page.getByText('Please provide more details about your needs')).toBeHidden()
  })

  test('sends, shows the thank-you screen, and Send Another Message returns an empty form', async ({
    page,
    request,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/contact')
    await reviewScreenshot(page, 'shell', 'contact-390', { fullPage: true })
    const email = `kj-${Date.now()}@example.com`
    await fillValid(page, email)
    // Holds the request until the submitting state has been seen.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await routeFormActions(page, { hold: held })
    await page.getByRole('button', { name: 'Send message' }).click()
    const sending = page.getByRole('button', { name: 'Sending message...' })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    release()

    await expect(page.getByText('Message sent successfully!')).toBeVisible()
    await expect(
      page.getByText("We'll get back to you within 24 hours.", { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
    await expect(
      page.getByText(/review your message and get back to you within 24 hours/),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await reviewScreenshot(page, 'shell', 'contact-sent-390')

    const [doc] = await storedMessage(request, email)
    expect(doc).toMatchObject({
      fullName: 'Katherine Johnson',
      company: 'Orbital Mechanics',
      companySize: '51-200',
      howDidYouHear: 'A podcast',
      isAgency: true,
      source: 'contact-page',
    })

    await page.getByRole('button', { name: 'Send Another Message' }).click()
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('')
    await expect(page.getByLabel('Work email')).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('')
    await expect(page.getByLabel('Company size')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')
    await expect(page.getByLabel(/We are an agency/)).not.toBeChecked()
  })

  test('keeps the form and shows the error toast when sending fails', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await routeFormActions(page, { status: 500 })
    await page.goto('/contact')
    await fillValid(page, 'fail@example.com')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Failed to send message')).toBeVisible()
    await expect(page.getByText('Please try again or email us directly.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0)
    await expect(page.getByLabel('Full name')).toHaveValue('Katherine Johnson')
    await expect(page.getByLabel('Message')).toHaveValue(
      'We would like an AI assistant for our support team.',
    )
  })
})

test.describe('404 and redirect', () => {
  test('answers any unknown path with the 404 page and status 404', async ({ page }) => {
    await withConsent(page)
    for (const path of ['/no-such-page', '/deeply/nested/missing/path']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await expect(
        page.getByText(
          "We couldn't find the page you're looking for. The page might have been moved or deleted.",
        ),
      ).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
    }
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('leaves the API and the CMS to their own routes', async ({ request }) => {
    expect((await request.get('/api/blog')).status()).toBe(200)
    expect((await request.get('/api/blog/no-such-post')).status()).toBe(404)
    const cms = await request.get('/cms')
    expect(cms.status()).toBe(200)
    expect(await cms.text()).not.toContain('404 Page Not Found')
  })

  test('leaves /admin to the dashboard', async ({ request }) => {
    const admin = await request.get('/admin')
    expect(admin.status()).toBeLessThan(400)
    expect(await admin.text()).not.toContain('404 Page Not Found')
  })

  test('redirects /website-refresh to the home page', async ({ page, request }) => {
    const response = await request.get('/website-refresh', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/')
    await page.goto('/website-refresh')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('layout', () => {
  test('scrolls to a hash target after navigation and shows the footer links', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us#bespoke')
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('bespoke')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200)
    const footer = page.locator('footer')
    for (const [name, href] of [
      ['Blog', '/blog'],
      ['AI Visibility Checker', '/ai-checker'],
      ['Work with Us', '/work-with-us'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-of-service'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Meridian AI`)
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
    await footer.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .locator('footer')
      .getByRole('button', { name: /back to top/ })
      .click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('uses the dark header on the home page only', async ({ page }) => {
    await withConsent(page)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.goto('/')
      await expect(page.locator('header').first()).toHaveAttribute('data-theme', 'dark')
      await reviewScreenshot(page, 'shell', `home-header-${width}`)
      await page.evaluate(() => window.scrollTo(0, 600))
      await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
      await reviewScreenshot(page, 'shell', `home-header-scrolled-${width}`)
    }
    await page.goto('/contact')
    await expect(page.locator('header').first()).not.toHaveAttribute('data-theme', 'dark')
  })

  test('fits 390 and 1366 px without horizontal scrolling', async ({ page }) => {
    await withConsent(page)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      for (const [name, path] of [
        ['work-with-us', '/work-with-us'],
        ['contact', '/contact'],
        ['404', '/missing-page'],
      ] as const) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
        await reviewScreenshot(page, 'shell', `${name}-${width}`, { fullPage: true })
        await reviewScreenshot(page, 'shell', `${name}-${width}-top`)
      }
    }
  })
})

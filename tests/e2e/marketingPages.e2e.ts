import { expect, test, type Page } from '@playwright/test'

import { routeFormActions } from './formActions'
import { adminToken, bearer } from './support'

/*
 * The marketing pages besides home: coaching, AI visibility, vibe coding, showcase, timeframes,
 * onboarding and the legal pages. Expected strings and prices are typed here on purpose, not
 * imported from src/content, so a changed price or wording fails a test.
 */

async function structuredTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types: string[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      const type = (value as Record<string, unknown>)['@type']
      if (typeof type === 'string') types.push(type)
    }
  }
  for (const block of blocks) visit(JSON.parse(block))
  return types
}

// The cookie banner is tested elsewhere; here it would only cover the buttons under test.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
})

let ipCounter = 0
/** Each form submission speaks from its own address, so the contact rate limit never bites. */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${process.pid % 250}.${++ipCounter}`,
  })
}

test.describe('/coaching', () => {
  test('scrolls smoothly from the hero to the final call to action', async ({ page }) => {
    await page.goto('/coaching')
    const schedule = page.locator('#schedule')
    await expect(schedule).not.toBeInViewport()
    await page.getByRole('link', { name: 'Schedule a Session' }).click()
    await expect(schedule).toBeInViewport()
    const book = schedule.getByRole('link', { name: /Book your session/ })
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(book).toHaveAttribute('href', /^https?:\/\//)
  })

  test('opens the course preview with 7 modules and 58 minutes, and closes it', async ({
    page,
  }) => {
    await page.goto('/coaching')
    await page.getByRole('button', { name: 'Preview Course' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const modules = dialog.getByRole('list', { name: 'Course modules' }).locator(':scope > li')
    await expect(modules).toHaveCount(7)
    const minutes = await modules.locator('span', { hasText: / min$/ }).allTextContents()
    expect(minutes).toEqual(['5 min', '8 min', '10 min', '10 min', '10 min', '10 min', '5 min'])
    await expect(modules.first()).toContainText('Module 1')
    await expect(modules.first().locator('ul > li').first()).toBeVisible()
    await expect(dialog.getByTestId('course-total')).toHaveText('Total running time: 58 minutes')
    await dialog.getByRole('button', { name: 'Start Learning Today' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Preview Course' })).toBeFocused()
  })

  test('switches the audience tabs from the keyboard, professionals first', async ({ page }) => {
    await page.goto('/coaching')
    const tabs = page.getByRole('tablist', { name: 'Who coaching is for' })
    const professionals = tabs.getByRole('tab', { name: 'Professionals' })
    await expect(professionals).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('For professionals and executives')
    await professionals.focus()
    await page.keyboard.press('ArrowRight')
    const entrepreneurs = tabs.getByRole('tab', { name: 'Entrepreneurs' })
    await expect(entrepreneurs).toBeFocused()
    await expect(entrepreneurs).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('For entrepreneurs and founders')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Business owners' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('tabpanel')).toContainText('For business owners')
    await page.keyboard.press('Home')
    await expect(professionals).toHaveAttribute('aria-selected', 'true')
  })

  test('shows the packages, the promise, the closing blocks and the structured data', async ({
    page,
  }) => {
    await page.goto('/coaching')
    await expect(page.getByRole('heading', { name: 'Two ways to master AI' })).toBeVisible()
    const packages = page.locator('#packages')
    await expect(packages).toContainText('£199')
    await expect(packages).toContainText('£499')
    await expect(packages).toContainText('save £98')
    await expect(packages).toContainText('60-minute')
    await expect(packages).toContainText("we'll refund it in full")
    await expect(page.locator('#process ol > li')).toHaveCount(7)
    await expect(page.getByRole('heading', { name: 'Realize your vision with AI' })).toBeVisible()
    await expect(page.getByRole('heading', { name: "Who it's not for" })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Session options' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Email .+@/ })).toHaveAttribute(
      'href',
      /^mailto:[^@]+@[^?]+\?subject=/,
    )
    const types = await structuredTypes(page)
    expect(types).toEqual(
      expect.arrayContaining(['Course', 'Service', 'FAQPage', 'BreadcrumbList']),
    )
  })
})

test.describe('/ai-visibility', () => {
  test('shows the three plans, the claims and the closing call to action', async ({ page }) => {
    await page.goto('/ai-visibility')
    const plans = page.locator('#pricing')
    const free = plans.getByRole('listitem', { name: 'Free plan' })
    const pro = plans.getByRole('listitem', { name: 'Pro plan' })
    const business = plans.getByRole('listitem', { name: 'Business plan' })
    await expect(free).toContainText('£0/month')
    await expect(pro).toContainText('£29/month')
    await expect(pro).toContainText('Most Popular')
    await expect(business).toContainText('from£199/month')
    await expect(business.getByRole('link', { name: /Book a Demo/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(plans).toContainText('Set up in 5 minutes')
    await expect(plans).toContainText('Live in 24 hours')
    await expect(page.locator('#timeline ol > li')).toHaveCount(4)
    await expect(page.locator('#stories ul > li')).toHaveCount(4)
    await expect(page.getByRole('link', { name: 'Try the free checker' })).toHaveAttribute(
      'href',
      '/ai-checker',
    )
    const types = await structuredTypes(page)
    expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']))
  })
})

test.describe('/vibe-coding', () => {
  test('shows the states, allies and prompts and links to contact', async ({ page }) => {
    await page.goto('/vibe-coding')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Vibe Coding')
    for (const state of ['Essence', 'Space', 'Intuition', 'Rhythm', 'Silence', 'Awakening']) {
      await expect(
        page.locator('#states').getByRole('heading', { name: state, exact: true }),
      ).toBeVisible()
    }
    for (const ally of ['GPT-4o', 'Claude', 'Cursor', 'GitHub Copilot']) {
      await expect(
        page.locator('#allies').getByRole('heading', { name: ally, exact: true }),
      ).toBeVisible()
    }
    await expect(page.locator('#prompts ul > li')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Start Your Vibe Journey' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(await structuredTypes(page)).toContain('BreadcrumbList')
  })
})

test.describe('/showcase', () => {
  test('has the anchors, Get Started and the reused demos', async ({ page }) => {
    await page.goto('/showcase')
    for (const id of ['analytics', 'dashboard', 'chatbot'])
      await expect(page.locator(`#${id}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/onboarding-step?type=analytics',
    )
    await expect(
      page.locator('#dashboard').getByRole('heading', { name: 'Business Insights' }),
    ).toBeVisible()
    await expect(page.locator('#chatbot')).toContainText('Brightside Dental')
    expect(await structuredTypes(page)).toEqual(
      expect.arrayContaining(['Service', 'BreadcrumbList']),
    )
  })

  test('simulates impact and changes the forecast line without a server call', async ({ page }) => {
    await page.goto('/showcase')
    const calls: string[] = []
    page.on('request', (request) => {
      // Route prefetches are Next's own; the demo must not call the API.
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
    })
    const figures = page.getByTestId('predictive-figures')
    await expect(figures).toContainText('£354,000')
    await page.getByRole('button', { name: 'Simulate Impact' }).click()
    await expect(figures).toContainText('£388,500')
    await expect(page.getByTestId('predictive-insight')).toContainText('Simulated:')
    await expect(page.getByRole('button', { name: 'Reset Simulation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    const line = page.getByTestId('forecast-line')
    const before = await line.getAttribute('d')
    await page.getByRole('button', { name: 'Apply Seasonality' }).click()
    await expect(line).not.toHaveAttribute('d', before ?? '')
    await page.getByRole('button', { name: 'Show Trend Only' }).click()
    await expect(line).toHaveAttribute('d', before ?? '')
    expect(calls).toEqual([])
  })
})

test.describe('/timeframes', () => {
  test('reads the prototype promise, plan cadence, delivery times and AI visibility set-up', async ({
    page,
  }) => {
    await page.goto('/timeframes')
    await expect(
      page.getByRole('heading', { name: 'A working prototype within 24 hours' }),
    ).toBeVisible()
    await expect(page.locator('#prototype')).toContainText('Pay only if approved')
    const plans = page.locator('#plans')
    await expect(plans).toContainText('£500/month')
    await expect(plans).toContainText('£1,000/month')
    await expect(plans).toContainText('15 hours a month')
    await expect(plans).toContainText('25 hours a month')
    await expect(plans).toContainText('Weekly strategy and development calls')
    const rows = page.locator('#bespoke tbody tr')
    await expect(rows).toHaveCount(11)
    await expect(rows.filter({ hasText: 'CRM' })).toContainText('£800')
    await expect(rows.filter({ hasText: 'Intranet' })).toContainText('£300')
    await expect(page.locator('#bespoke')).toContainText('30 days of support')
    await expect(page.locator('#ai-visibility')).toContainText('5 minutes')
    await expect(page.locator('#ai-visibility')).toContainText('Within 24 hours')
  })
})

test.describe('/onboarding-step', () => {
  const cases = [
    {
      query: '?type=dashboard',
      label: 'Business Dashboard',
      value: 'dashboard',
      planInterest: 'Business Dashboard',
    },
    {
      query: '?type=chatbot',
      label: 'AI Assistant',
      value: 'chatbot',
      planInterest: 'AI Assistant',
    },
    {
      query: '?type=analytics',
      label: 'Predictive Analytics',
      value: 'analytics',
      planInterest: 'Predictive Analytics',
    },
    { query: '', label: 'General enquiry', value: 'general', planInterest: 'General' },
    {
      query: '?type=spaceship',
      label: 'General enquiry',
      value: 'general',
      planInterest: 'General',
    },
  ]

  for (const item of cases) {
    test(`preselects ${item.value} for '${item.query || 'no type'}' and the message arrives as ${item.planInterest}`, async ({
      page,
      request,
    }) => {
      await ownAddress(page)
      await page.goto(`/onboarding-step${item.query}`)
      await expect(page.getByRole('radio', { name: new RegExp(item.label) })).toBeChecked()
      await expect(page.locator('input[type="radio"]:checked')).toHaveValue(item.value)

      const email = `onboarding.${item.value}.${Date.now()}@e2e.example`
      await page.getByLabel('Full name').fill('Dorothy Vaughan')
      await page.getByLabel('Work email').fill(email)
      await page.getByRole('textbox', { name: 'Company' }).fill('Langley Research')
      await page.getByLabel('Details (Optional)').fill(`Onboarding test for ${item.value}`)
      await page.getByRole('button', { name: 'Start my project' }).click()

      await expect(page.getByText('Request sent!')).toBeVisible()
      await expect(page.getByRole('heading', { name: "You're all set, Dorothy!" })).toBeFocused()

      const token = await adminToken()
      const response = await request.get('/api/admin/contact-messages', { headers: bearer(token) })
      expect(response.ok()).toBe(true)
      const { messages } = (await response.json()) as {
        messages: { workEmail: string; planInterest: string; fullName: string }[]
      }
      const stored = messages.find((message) => message.workEmail === email)
      expect(stored).toMatchObject({ fullName: 'Dorothy Vaughan', planInterest: item.planInterest })
    })
  }

  test('shows the field reasons and keeps the form on a failed send', async ({ page }) => {
    await page.goto('/onboarding-step?type=chatbot')
    await page.getByRole('button', { name: 'Start my project' }).click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('Valid work email is required')).toBeVisible()
    await expect(page.getByText('Company name is required')).toBeVisible()

    await routeFormActions(page, { status: 500 })
    await page.getByLabel('Full name').fill('Mary Jackson')
    await page.getByLabel('Work email').fill('mary@e2e.example')
    await page.getByRole('textbox', { name: 'Company' }).fill('Langley Research')
    await page.getByRole('button', { name: 'Start my project' }).click()
    await expect(page.getByText('Failed to send request. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Mary Jackson')
    await expect(page.getByRole('radio', { name: /AI Assistant/ })).toBeChecked()
  })
})

test.describe('legal pages', () => {
  test('the terms have 11 numbered sections, their date and the required terms', async ({
    page,
  }) => {
    await page.goto('/terms-of-service')
    await expect(page.getByText('Last updated May 2025')).toBeVisible()
    const headings = page.locator('article h2')
    await expect(headings).toHaveCount(11)
    const titles = await headings.allTextContents()
    titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. `)))
    const article = page.locator('article')
    await expect(article).toContainText('working prototype within 24 hours')
    await expect(article).toContainText('You pay only if you approve the prototype')
    for (const category of [
      'Political',
      'Adult',
      'Gambling (unless licensed)',
      'Weapons',
      'Illicit substances',
      'Hate speech',
      'Misinformation',
      'Scams',
      'Copyright infringement',
    ]) {
      await expect(
        article
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${category.replace(/[()]/g, '\\$&')}$`) }),
      ).toHaveCount(1)
    }
    await expect(article).toContainText(
      'the greater of $100 (USD) or the amount you paid us in the last six months',
    )
    await expect(article).toContainText("30 days' notice of material changes")
    await expect(article).toContainText('governed by the law of the United Kingdom')
    expect(await structuredTypes(page)).toContain('BreadcrumbList')
  })

  test('the privacy policy has its date and covers what the site collects', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByText('Last updated May 2024')).toBeVisible()
    const article = page.locator('article')
    for (const text of [
      'Contact messages',
      'Onboarding messages',
      'Waitlist entries',
      'Domains submitted to the AI Visibility Checker',
      'cookiesAccepted',
      "The administrator's account",
      'How long we keep it',
      'Your rights under UK GDPR',
      "Information Commissioner's Office",
    ]) {
      await expect(article).toContainText(text)
    }
    await expect(article).toContainText(/@/)
  })

  test('ship no page script of their own', async ({ page }) => {
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(path)
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src))
      const segment = path.slice(1)
      expect(scripts.some((src) => src.includes(`/${segment}/page`))).toBe(false)
    }
  })
})

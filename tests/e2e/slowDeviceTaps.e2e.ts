import { expect, test } from '@playwright/test'

import { storedEntry } from './formActions'
import { admin, toast } from './support'
import { early, expectHeard, SCRIPTS_RUN_MS, settled, slowDevice, tag } from '../support/slowDevice'

// Run by the 'slow device' project only: a phone-class CPU (Chromium's CPU slowed 4x through CDP)
// and the page's own scripts arriving 2.5 s late. Each control is used as soon as it is visible,
// before its script has run: it must show at once that it heard the tap, and do what it should once
// the script arrives. This file: controls tapped before their scripts arrive.

test.beforeEach(async ({ page }) => {
  await slowDevice(page)
})

// Every test starts from a fresh page and changes nothing another reads, but they run one at a
// time, in the project's one worker: where the kernel cannot hold the browser to a quarter of a
// core, Chromium's throttling keeps a core busy while a page is slowed, and three at once would
// take more than the machine's two cores, slowing every page they wait for and so keeping
// themselves slowed for longer. Some wait for the scripts twice.
test.describe.configure({ mode: 'default', timeout: 240_000 })

test.describe('a slow device: taps before the scripts arrive', () => {
  test('the mobile menu button opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await early(page, '/')
    // By its label rather than its role: the open menu hides the rest of the page from the
    // accessibility tree.
    const button = page.locator('button[aria-label="Open menu"]')
    await button.click()
    await expectHeard(button)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
    await settled(page)
    await expect(button).not.toHaveAttribute('aria-busy', 'true')
  })

  test('Resources opens its menu', async ({ page }) => {
    await early(page, '/')
    const button = page.getByRole('button', { name: 'Resources' })
    await button.click()
    await expectHeard(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: SCRIPTS_RUN_MS })
    await settled(page)
    await expect(page.getByRole('link', { name: 'AI Visibility' }).first()).toBeVisible()
  })

  test('the cookie banner answers its first tap', async ({ page }) => {
    // The banner is drawn by its script: nothing holds the scripts beyond the delay.
    await early(page, '/', { holdForTap: false })
    const accept = page.getByRole('button', { name: 'Accept All' })
    await accept.click({ timeout: SCRIPTS_RUN_MS })
    await settled(page)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true')

    await page.evaluate(() => localStorage.removeItem('cookiesAccepted'))
    await early(page, '/', { holdForTap: false })
    await page.getByRole('button', { name: 'Reject All' }).click({ timeout: SCRIPTS_RUN_MS })
    await settled(page)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false')
  })

  for (const [place, path] of [
    ['the home page', '/'],
    ['Work with us', '/work-with-us'],
  ] as const) {
    test(`"Request more info" on ${place} opens the modal, from a plan and from a bespoke card`, async ({
      page,
    }) => {
      await early(page, path)
      const plan = page.getByRole('button', { name: 'Request more info' }).first()
      await plan.click()
      await expectHeard(plan)
      const dialog = page.getByRole('dialog', { name: 'Request more info' })
      await expect(dialog).toBeVisible({ timeout: SCRIPTS_RUN_MS })
      await settled(page)
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`))

      await early(page, path)
      const bespoke = page.locator('a.card-bespoke').first()
      await bespoke.click()
      await expectHeard(bespoke)
      await expect(dialog).toBeVisible({ timeout: SCRIPTS_RUN_MS })
      await settled(page)
      await expect(dialog.getByLabel('Message', { exact: false })).not.toHaveValue('')
    })
  }

  test('"Preview Course" opens the course modal, and a tab is selected', async ({ page }) => {
    await early(page, '/coaching')
    const preview = page.getByRole('button', { name: 'Preview Course' })
    await preview.click()
    await expectHeard(preview)
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: SCRIPTS_RUN_MS })
    await settled(page)

    await early(page, '/coaching')
    const tab = page.getByRole('tab', { name: 'Entrepreneurs' })
    await tab.click()
    await expectHeard(tab)
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: SCRIPTS_RUN_MS })
    await settled(page)
    await expect(page.getByRole('tabpanel')).toContainText('For entrepreneurs and founders')
  })

  test('the checker runs a check submitted before its script', async ({ page }) => {
    await early(page, '/ai-checker')
    const domain = `${tag}.invalid`
    await page.getByLabel('Your domain').fill(domain)
    const checked = page.waitForRequest(
      (request) => request.url().endsWith('/api/ai-check') && request.method() === 'POST',
      { timeout: SCRIPTS_RUN_MS },
    )
    const submit = page.getByRole('button', { name: 'Check visibility' })
    await submit.click()
    await expectHeard(submit)
    expect((await checked).postDataJSON()).toEqual({ domain })
  })

  test('the waitlist is joined once its script arrives', async ({ page, request }) => {
    await early(page, '/ai-checker')
    const form = page.getByRole('form', { name: 'Join the Clavius waitlist' })
    await form.getByLabel('Name', { exact: true }).fill(`Wai ${tag}`)
    await form.getByLabel('Email', { exact: true }).fill(`wai.${tag}@example.com`)
    const submit = form.getByRole('button', { name: 'Join the waitlist' })
    await submit.click()
    await expectHeard(submit)
    await expect(toast(page, 'Thanks for joining!')).toBeVisible({ timeout: SCRIPTS_RUN_MS })
    await settled(page)
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
    expect(await storedEntry(request, `wai.${tag}@example.com`)).toMatchObject({
      name: `Wai ${tag}`,
    })
  })

  test('the contact form is sent once its script arrives', async ({ page }) => {
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await early(page, '/contact')
    await page.getByLabel('Full name', { exact: true }).fill(`Jane ${tag}`)
    await page.getByLabel('Work email', { exact: true }).fill(`jane.${tag}@example.com`)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Acme Ltd')
    await page.getByLabel('Company size', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Message', { exact: true }).fill('We would like a dashboard soon.')
    const submit = page.getByRole('button', { name: 'Send message' })
    await submit.click()
    await expectHeard(submit)
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
    await settled(page)
    // The toast's code loads with the first toast, as late as every other script here.
    await expect(toast(page, 'Message sent successfully!')).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
    expect(urls.filter((url) => url.includes(tag))).toEqual([])
  })

  test('the onboarding form is sent once its script arrives', async ({ page }) => {
    await early(page, '/onboarding-step?type=chatbot')
    await page.getByLabel('Full name', { exact: true }).fill(`Omar ${tag}`)
    await page.getByLabel('Work email', { exact: true }).fill(`omar.${tag}@example.com`)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Omar Co')
    const submit = page.getByRole('button', { name: 'Start my project' })
    await submit.click()
    await expectHeard(submit)
    await expect(page.getByRole('heading', { name: "You're all set, Omar!" })).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
  })

  test('the login is held, sent once its script arrives, and never in an address', async ({
    page,
  }) => {
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await early(page, '/admin/login')
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    const login = page.waitForRequest(
      (request) => request.url().endsWith('/api/admin/login') && request.method() === 'POST',
      { timeout: SCRIPTS_RUN_MS },
    )
    const submit = page.getByRole('button', { name: 'Log in' })
    await submit.click()
    await expectHeard(submit)
    await login
    await settled(page)
    await expect(page).toHaveURL(/\/admin$/, { timeout: SCRIPTS_RUN_MS })
    await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible()
    const encoded = encodeURIComponent(admin.password)
    expect(urls.filter((url) => url.includes(admin.password) || url.includes(encoded))).toEqual([])
  })
})

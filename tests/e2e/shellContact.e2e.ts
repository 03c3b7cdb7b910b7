import { expect, test, type Page } from '@playwright/test'

import { routeFormActions } from './formActions'
import { adminToken, bearer, reviewScreenshot } from './support'
import { freshIp, withConsent } from '../support/siteShell'

/** The two ways to get in touch: the request modal and the contact page. */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() })
})

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

import { expect, test, type Page } from '@playwright/test'

import { admin, reviewScreenshot } from './support'

// Run by the 'no JavaScript' project only (javaScriptEnabled: false): every form posts to the
// server, which answers with the spec's messages beside the fields and the typed values kept,
// or with the form's success state. No field value may ever appear in a request's address.

/** A unique word per run, so that a field's value can be looked for in every request URL. */
const tag = `nojs${Date.now().toString(36)}${process.pid}`
let ipCounter = 0

/** Records every request's URL; `expectNoneCarry` then checks that no value reached one. */
async function visit(
  page: Page,
  path: string,
): Promise<{ expectNoneCarry: (values: string[]) => void }> {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.19.${process.pid % 250}.${++ipCounter}`,
  })
  await page.goto(path)
  return {
    expectNoneCarry(values) {
      expect(urls.length).toBeGreaterThan(0)
      for (const url of urls) {
        const decoded = decodeURIComponent(url.replace(/\+/g, ' '))
        for (const value of values) expect(decoded, url).not.toContain(value)
      }
    },
  }
}

test.describe('forms without JavaScript', () => {
  test('the contact form shows the reasons beside the fields with the typed values, then the thank-you screen', async ({
    page,
  }) => {
    const { expectNoneCarry } = await visit(page, '/contact')
    const name = `J${tag}`.slice(0, 1)
    const email = `${tag}-not-an-email`
    const short = `${tag}`.slice(0, 6)
    await page.getByLabel('Full name', { exact: true }).fill(name)
    await page.getByLabel('Work email', { exact: true }).fill(email)
    await page.getByLabel('Message', { exact: true }).fill(short)
    await page.getByRole('button', { name: 'Send message' }).click()

    await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible()
    // The first refused field has the focus, which brought the form into view.
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused()
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await reviewScreenshot(page, 'forms', `contact-no-js-refused-${width}`, { fullPage: true })
    }
    await expect(page.getByText('Valid work email is required')).toBeVisible()
    await expect(page.getByText('Company name is required')).toBeVisible()
    await expect(page.getByText('Please select company size')).toBeVisible()
    await expect(page.getByText('Please provide more details about your needs')).toBeVisible()
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(name)
    await expect(page.getByLabel('Work email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(short)
    await expect(page).toHaveURL(/\/contact$/)

    const fullName = `Jane ${tag}`
    const workEmail = `${tag}@example.com`
    const message = `We would like a dashboard, ${tag}.`
    await page.getByLabel('Full name', { exact: true }).fill(fullName)
    await page.getByLabel('Work email', { exact: true }).fill(workEmail)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill(`Acme ${tag}`)
    await page.getByLabel('Company size', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Message', { exact: true }).fill(message)
    await page.getByRole('button', { name: 'Send message' }).click()

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expectNoneCarry([email, short, fullName, workEmail, message, `Acme ${tag}`])
  })

  test('the request-info page shows the reasons with the typed values, then "Request sent!"', async ({
    page,
  }) => {
    const { expectNoneCarry } = await visit(page, '/request-info?from=work-with-us')
    const email = `${tag}-bad`
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill(`Co ${tag}`)
    await page.getByRole('button', { name: 'Send request' }).click()

    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Message is required')).toBeVisible()
    await reviewScreenshot(page, 'forms', 'request-info-no-js-refused', { fullPage: true })
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
      `Co ${tag}`,
    )

    const name = `Ria ${tag}`
    const good = `ria.${tag}@example.com`
    const message = `Tell me more, ${tag}`
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill(good)
    await page.getByLabel('Message', { exact: true }).fill(message)
    await page.getByRole('button', { name: 'Send request' }).click()

    await expect(page.getByRole('heading', { name: 'Request sent!' })).toBeVisible()
    expectNoneCarry([email, `Co ${tag}`, name, good, message])
  })

  test('the onboarding form shows the reasons with the typed values, then the confirmation', async ({
    page,
  }) => {
    const { expectNoneCarry } = await visit(page, '/onboarding-step?type=chatbot')
    const email = `${tag}-nope`
    await page.getByLabel('Work email', { exact: true }).fill(email)
    await page.getByLabel('Details (Optional)', { exact: true }).fill(`Details ${tag}`)
    await page.getByRole('button', { name: 'Start my project' }).click()

    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('Valid work email is required')).toBeVisible()
    await expect(page.getByText('Company name is required')).toBeVisible()
    await expect(page.getByLabel('Work email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Details (Optional)', { exact: true })).toHaveValue(
      `Details ${tag}`,
    )

    const fullName = `Omar ${tag}`
    const workEmail = `omar.${tag}@example.com`
    await page.getByLabel('Full name', { exact: true }).fill(fullName)
    await page.getByLabel('Work email', { exact: true }).fill(workEmail)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill(`Omar Co ${tag}`)
    await page.getByRole('button', { name: 'Start my project' }).click()

    await expect(page.getByRole('heading', { name: "You're all set, Omar!" })).toBeVisible()
    expectNoneCarry([email, `Details ${tag}`, fullName, workEmail, `Omar Co ${tag}`])
  })

  test('the waitlist shows the reasons with the typed values, then "Thanks for joining!"', async ({
    page,
  }) => {
    const { expectNoneCarry } = await visit(page, '/ai-checker')
    const form = page.getByRole('form', { name: 'Join the Clavius waitlist' })
    const email = `${tag}-wrong`
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByRole('button', { name: 'Join the waitlist' }).click()

    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email)

    const name = `Wai ${tag}`
    const good = `wai.${tag}@example.com`
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('Email', { exact: true }).fill(good)
    await form.getByRole('button', { name: 'Join the waitlist' }).click()

    await expect(form.getByText('Thanks for joining!')).toBeVisible()
    await reviewScreenshot(form, 'forms', 'waitlist-no-js-joined')
    expectNoneCarry([email, name, good])
  })

  test('the login posts, never puts the password in the address, and says JavaScript is needed', async ({
    page,
  }) => {
    const { expectNoneCarry } = await visit(page, '/admin/login')
    await expect(page.locator('form')).toHaveAttribute('method', /post/i)
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    const posted = page.waitForRequest((request) => request.method() === 'POST')
    await page.getByRole('button', { name: 'Log in' }).click()
    expect((await posted).url()).not.toContain('password')

    await expect(page.getByText('JavaScript needed')).toBeVisible()
    await expect(
      page.getByText(
        'The dashboard needs JavaScript. Turn JavaScript on in your browser, then log in again.',
      ),
    ).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    expectNoneCarry([admin.password])
  })
})

import { expect, test } from '@playwright/test'

import { storedEnquiry, storedEntry } from './formActions'
import { toast } from './support'
import {
  early,
  expectHeard,
  SCRIPTS_RUN_MS,
  settled,
  slowCpu,
  slowDevice,
  tag,
  typeAcrossHydration,
} from '../support/slowDevice'

// Run by the 'slow device' project only: a phone-class CPU (Chromium's CPU slowed 4x through CDP)
// and the page's own scripts arriving 2.5 s late. Each control is used as soon as it is visible,
// before its script has run: it must show at once that it heard the tap, and do what it should once
// the script arrives. This file: forms typed into while their scripts arrive and hydrate them.

test.beforeEach(async ({ page }) => {
  await slowDevice(page)
})

// Every test starts from a fresh page and changes nothing another reads, but they run one at a
// time, in the project's one worker: where the kernel cannot hold the browser to a quarter of a
// core, Chromium's throttling keeps a core busy while a page is slowed, and three at once would
// take more than the machine's two cores, slowing every page they wait for and so keeping
// themselves slowed for longer. Some wait for the scripts twice.
test.describe.configure({ mode: 'default', timeout: 240_000 })

test.describe('a slow device: typing while the scripts arrive', () => {
  test('the contact form keeps every character and sends them', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await early(page, '/contact')
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send message' }) })
    // Before the scripts: every kind of field.
    await page.getByLabel('Full name', { exact: true }).pressSequentially(`Jane ${tag}`)
    await page.getByLabel('Work email', { exact: true }).fill(`jane.${tag}@example.com`)
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Acme Ltd')
    const size = page.getByLabel('Company size', { exact: true })
    await size.selectOption({ index: 1 })
    const sizeValue = await size.inputValue()
    const agency = page.getByRole('checkbox', {
      name: 'We are an agency looking to partner with you',
    })
    await agency.check()
    // While they arrive and the form is hydrated: the message.
    const messageField = page.getByLabel('Message', { exact: true })
    const message = await typeAcrossHydration(form, messageField, {
      start: 'We would like a dashboard',
      max: 1500,
    })
    // After.
    const heard = page.getByRole('textbox', { name: 'How did you hear about us?' })
    await heard.pressSequentially('A podcast')

    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(`Jane ${tag}`)
    await expect(page.getByLabel('Work email', { exact: true })).toHaveValue(
      `jane.${tag}@example.com`,
    )
    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
      'Acme Ltd',
    )
    await expect(size).toHaveValue(sizeValue)
    await expect(agency).toBeChecked()
    await expect(messageField).toHaveValue(message)
    await expect(heard).toHaveValue('A podcast')

    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
    expect(await storedEnquiry(request, `jane.${tag}@example.com`)).toMatchObject({
      fullName: `Jane ${tag}`,
      company: 'Acme Ltd',
      companySize: sizeValue,
      isAgency: true,
      message,
      howDidYouHear: 'A podcast',
    })
  })

  test('the request page keeps what replaces its prefilled message, and sends it', async ({
    page,
  }) => {
    await early(page, '/request-info?plan=Growth&bespoke=1')
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send request' }) })
    await page.getByLabel('Name', { exact: true }).pressSequentially(`Rita ${tag}`)
    await page.getByLabel('Email', { exact: true }).fill(`rita.${tag}@example.com`)
    // The message starts with the server's text; React would put that back when it hydrates.
    const messageField = page.getByLabel('Message (Optional)', { exact: true })
    await expect(messageField).not.toHaveValue('')
    await messageField.fill('')
    const message = await typeAcrossHydration(form, messageField, {
      start: 'Our own words',
      max: 1500,
    })
    const company = page.getByRole('textbox', { name: 'Company', exact: true })
    await company.pressSequentially('Rita Co')

    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Rita ${tag}`)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`rita.${tag}@example.com`)
    await expect(messageField).toHaveValue(message)
    await expect(company).toHaveValue('Rita Co')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('heading', { name: 'Request sent!' })).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
  })

  test('the request modal, opened by an early tap, keeps what is typed and sends it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
    await early(page, '/')
    const open = page.getByRole('button', { name: 'Request more info' }).first()
    await open.click()
    await expectHeard(open)
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    await expect(dialog).toBeVisible({ timeout: SCRIPTS_RUN_MS })
    await slowCpu(page, true)
    await dialog.getByLabel('Name', { exact: true }).pressSequentially(`Mo ${tag}`)
    await dialog.getByLabel('Email', { exact: true }).pressSequentially(`mo.${tag}@example.com`)
    await dialog.getByLabel('Company', { exact: true }).pressSequentially('Mo Ltd')
    const message = dialog.getByLabel('Message (Optional)', { exact: true })
    await message.pressSequentially('Tell me about the plans')
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(`Mo ${tag}`)
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(`mo.${tag}@example.com`)
    await expect(dialog.getByLabel('Company', { exact: true })).toHaveValue('Mo Ltd')
    await expect(message).toHaveValue('Tell me about the plans')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await settled(page)
    await expect(toast(page, 'Request sent!')).toBeVisible({ timeout: SCRIPTS_RUN_MS })
    expect(await storedEnquiry(request, `mo.${tag}@example.com`)).toMatchObject({
      fullName: `Mo ${tag}`,
      company: 'Mo Ltd',
      message: 'Tell me about the plans',
    })
  })

  test('the checker keeps every character of the domain and checks it', async ({ page }) => {
    await early(page, '/ai-checker')
    const form = page.getByRole('form', { name: 'Check a domain' })
    const field = page.getByLabel('Your domain')
    // A domain's label holds at most 63 characters.
    const label = await typeAcrossHydration(form, field, {
      start: tag,
      chunk: 'a',
      max: 55,
      end: 'z',
    })
    await field.pressSequentially('.invalid')
    const domain = `${label}.invalid`
    await expect(field).toHaveValue(domain)
    const checked = page.waitForRequest(
      (request) => request.url().endsWith('/api/ai-check') && request.method() === 'POST',
    )
    await page.getByRole('button', { name: 'Check visibility' }).click()
    expect((await checked).postDataJSON()).toEqual({ domain })
  })

  test('the waitlist keeps every character and is joined', async ({ page, request }) => {
    await early(page, '/ai-checker')
    const form = page.getByRole('form', { name: 'Join the Clavius waitlist' })
    const name = form.getByLabel('Name', { exact: true })
    const typed = await typeAcrossHydration(form, name, { start: `Wai ${tag}`, max: 180 })
    const email = form.getByLabel('Email', { exact: true })
    await email.pressSequentially(`wai.typed.${tag}@example.com`)
    await expect(name).toHaveValue(typed)
    await expect(email).toHaveValue(`wai.typed.${tag}@example.com`)
    await form.getByRole('button', { name: 'Join the waitlist' }).click()
    await expect(toast(page, 'Thanks for joining!')).toBeVisible({ timeout: SCRIPTS_RUN_MS })
    expect(await storedEntry(request, `wai.typed.${tag}@example.com`)).toMatchObject({
      name: typed,
    })
  })

  test('the onboarding form keeps every character and is sent', async ({ page }) => {
    await early(page, '/onboarding-step?type=chatbot')
    const form = page.getByRole('form', { name: 'Onboarding' })
    await form.getByLabel('Full name', { exact: true }).pressSequentially(`Omar ${tag}`)
    await form.getByLabel('Work email', { exact: true }).fill(`omar.${tag}@example.com`)
    const detailsField = form.getByLabel('Details (Optional)', { exact: true })
    const details = await typeAcrossHydration(form, detailsField, {
      start: 'A support bot',
      max: 1500,
    })
    const company = form.getByRole('textbox', { name: 'Company', exact: true })
    await company.pressSequentially('Omar Co')
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(`Omar ${tag}`)
    await expect(form.getByLabel('Work email', { exact: true })).toHaveValue(
      `omar.${tag}@example.com`,
    )
    await expect(detailsField).toHaveValue(details)
    await expect(company).toHaveValue('Omar Co')
    await form.getByRole('button', { name: 'Start my project' }).click()
    await expect(page.getByRole('heading', { name: "You're all set, Omar!" })).toBeVisible({
      timeout: SCRIPTS_RUN_MS,
    })
  })

  test('the login keeps every character of the password and sends it', async ({ page }) => {
    // Answered here, so that no session of the administrator is opened or counted as failed.
    const logins: string[] = []
    await page.route('**/api/admin/login', async (route) => {
      logins.push((route.request().postDataJSON() as { password: string }).password)
      await route.fulfill({ status: 401, json: { message: 'Invalid password' } })
    })
    await early(page, '/admin/login')
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in' }) })
    const field = page.getByLabel('Password', { exact: true })
    const password = await typeAcrossHydration(form, field, { start: 'pw-', max: 600 })
    await expect(field).toHaveValue(password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => logins, { timeout: SCRIPTS_RUN_MS }).toEqual([password])
  })
})

import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test'

import { storedEnquiry, storedEntry } from './formActions'
import { admin, toast } from './support'

// Run by the 'slow device' project only: a phone-class CPU (Chromium's CPU slowed 4x through
// CDP) and the page's own scripts arriving 2.5 s late. Each control is used as soon as it is
// visible, before its script has run: it must show at once that it heard the tap, and do what
// it should once the script arrives.

const SCRIPT_DELAY_MS = 2500
/**
 * How long the page may take, once the tap is heard, to run its scripts at a quarter of the
 * CPU and do what the tap asked. What is checked is that the tap is not lost, not the speed:
 * that depends on how busy the test machine is (`npm test` runs other suites beside this one,
 * and there the request modal once took more than 40 s to open after its tap).
 */
const SCRIPTS_RUN_MS = 90_000
const tag = `slow${Date.now().toString(36)}${process.pid}`
let ipCounter = 0

/**
 * The page's scripts wait SCRIPT_DELAY_MS, and, while a tap is being tried, until the test has
 * seen that tap heard: on a busy test machine a fixed delay alone can let them overtake the tap.
 */
const scriptGates = new WeakMap<Page, Promise<void>>()
const openGates = new WeakMap<Page, () => void>()

function holdScripts(page: Page) {
  // Whatever the last page load still waits for is let through (it is left behind anyway).
  releaseScripts(page)
  scriptGates.set(page, new Promise<void>((open) => openGates.set(page, open)))
}

function releaseScripts(page: Page) {
  openGates.get(page)?.()
}

/**
 * The phone-class CPU: Chromium's CPU throttling, 4x. Chromium throttles by keeping a core busy
 * even while the page has nothing to run, so it is on only while the page has work whose speed
 * the test is about: from the navigation until the tap is heard, and from the arrival of the
 * scripts until they have done what the tap asked (`settled`). It is off while a tap already
 * heard waits for the held scripts, and after the outcome, when the test only sends or reads.
 */
const cpuControls = new WeakMap<Page, CDPSession>()
/** Pages whose scripts, when they arrive, still run on the slowed CPU. */
const loading = new WeakSet<Page>()

async function slowCpu(page: Page, slow: boolean) {
  await cpuControls.get(page)?.send('Emulation.setCPUThrottlingRate', { rate: slow ? 4 : 1 })
}

/** The scripts have done what the tap asked: the rest of the test runs at full speed. */
async function settled(page: Page) {
  loading.delete(page)
  await slowCpu(page, false)
}

test.beforeEach(async ({ page }) => {
  cpuControls.set(page, await page.context().newCDPSession(page))
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await Promise.all([
        new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)),
        scriptGates.get(page),
      ])
      if (loading.has(page)) await slowCpu(page, true).catch(() => {})
      await route.continue().catch(() => {})
    },
  )
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.20.${process.pid % 250}.${++ipCounter}`,
  })
})

/**
 * Opens `path` and returns as soon as the HTML has arrived, long before the scripts; with
 * `holdForTap`, the scripts also wait for the test's tap to be heard (expectHeard).
 */
async function early(page: Page, path: string, { holdForTap = true } = {}) {
  if (holdForTap) holdScripts(page)
  else releaseScripts(page)
  loading.add(page)
  await slowCpu(page, true)
  await page.goto(path, { waitUntil: 'commit' })
  if (!holdForTap) {
    // Nothing is tapped before the scripts: once the HTML is parsed, the page only waits.
    await page.waitForLoadState('domcontentloaded')
    await slowCpu(page, false)
  }
}

/**
 * The control says it heard the tap: set in the same event, before any script of the page.
 * Then the page's scripts may arrive.
 */
async function expectHeard(control: Locator) {
  await expect(control).toHaveAttribute('aria-busy', 'true', { timeout: 1000 })
  await slowCpu(control.page(), false)
  releaseScripts(control.page())
}

// Every test starts from a fresh page and changes nothing another reads, but they run one at a
// time, in one worker: each keeps a core busy while its CPU is slowed (above), and three at once
// would take more than the machine's two cores, slowing every page they wait for and so keeping
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

/** The form's component has claimed it (EarlyInput's `data-early`): hydrated, handlers in place. */
async function hydrated(form: Locator): Promise<boolean> {
  return form.evaluate((element) => {
    const id = element.getAttribute('data-early')
    const early = (window as { __early?: { ready: Record<string, boolean> } }).__early
    return Boolean(id && early?.ready[id])
  })
}

/**
 * Types into `field` while the scripts arrive: `start` while they are held, then, once they are
 * let through, a few characters at a time until `form` is hydrated (or `max` is reached), then a
 * few more. Returns everything typed, which the field must show.
 */
async function typeAcrossHydration(
  form: Locator,
  field: Locator,
  {
    start,
    chunk = ' w',
    max,
    end = ' end',
  }: { start: string; chunk?: string; max: number; end?: string },
): Promise<string> {
  await field.pressSequentially(start)
  let text = start
  await slowCpu(form.page(), true)
  releaseScripts(form.page())
  while (!(await hydrated(form)) && text.length + chunk.length + end.length <= max) {
    await field.pressSequentially(chunk)
    text += chunk
  }
  await expect.poll(() => hydrated(form), { timeout: SCRIPTS_RUN_MS }).toBe(true)
  await settled(form.page())
  await field.pressSequentially(end)
  return text + end
}

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

import { expect, test } from '@playwright/test'

import { reviewScreenshot } from './support'

// The enquiry forms are WebMCP tools an agent in the visitor's browser can fill in: the server's
// HTML itself declares each form's `toolname` and `tooldescription`, and a `toolparamdescription`
// on every field, so that no script has to run first. Read with JavaScript off, the page is the
// HTML as served.

const FORMS = [
  {
    path: '/contact',
    tool: 'send_contact_message',
    fields: [
      'fullName',
      'workEmail',
      'company',
      'companySize',
      'howDidYouHear',
      'message',
      'isAgency',
      'website',
    ],
  },
  {
    path: '/request-info?plan=Growth',
    tool: 'request_more_info',
    fields: ['name', 'email', 'company', 'message', 'planInterest', 'website'],
  },
  {
    path: '/request-info?from=work-with-us',
    tool: 'request_more_info',
    fields: ['name', 'email', 'company', 'message', 'planInterest', 'website'],
  },
  {
    path: '/onboarding-step?type=chatbot',
    tool: 'start_project',
    fields: ['buildType', 'fullName', 'workEmail', 'company', 'details', 'website'],
  },
  { path: '/ai-checker', tool: 'join_waitlist', fields: ['name', 'email'] },
]

/** A tool name as the draft allows it: 1 to 128 ASCII letters, digits, `_`, `-` and `.`. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/

test('the enquiry forms declare WebMCP tools in the HTML the server sends', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { path, tool, fields } of FORMS) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain(`toolname="${tool}"`)

    await page.goto(path)
    expect(await page.locator('form[toolname]').count(), path).toBe(1)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await reviewScreenshot(
        page.locator('form[toolname]'),
        'forms',
        `no-js${path.replace(/\W+/g, '-')}-${width}`,
      )
    }
    const form = page.locator(`form[toolname="${tool}"]`)
    expect(tool).toMatch(TOOL_NAME)
    expect((await form.getAttribute('tooldescription'))?.length, path).toBeGreaterThan(30)
    // A visitor checks what an agent filled in and sends it: the form does not submit itself.
    expect(await form.getAttribute('toolautosubmit'), path).toBeNull()
    const params = await form.evaluate((element: HTMLFormElement) =>
      Array.from(element.elements)
        .map((control) => ({
          name: control.getAttribute('name') ?? '',
          description: control.getAttribute('toolparamdescription'),
        }))
        // React's own entries for posting the form to its server action.
        .filter(({ name }) => name !== '' && !name.startsWith('$ACTION')),
    )
    expect([...new Set(params.map(({ name }) => name))], path).toEqual(fields)
    expect(
      params.filter(({ description }) => !description || description.length < 10),
      path,
    ).toEqual([])
  }
  await context.close()
})

test('the honeypot tells an agent to leave it empty', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await expect(page.locator('form[toolname] input[name="website"]')).toHaveAttribute(
    'toolparamdescription',
    /^Leave empty/,
  )
  await context.close()
})

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import {
  expect,
  request,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
  name: process.env.E2E_ADMIN_NAME ?? '',
}

/** Logs the seeded administrator in through Payload's REST API and answers the token. */
export async function loginToken(): Promise<string> {
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    const response = await context.post('/api/admins/login', {
      data: { email: admin.email, password: admin.password },
    })
    if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
    const { token } = (await response.json()) as { token: string }
    return token
  } finally {
    await context.dispose()
  }
}

/**
 * A Payload token for the seeded administrator (Payload accepts `Authorization: Bearer`): the
 * one the global set-up logged in with (tests/support/playwrightGlobalSetup.ts), shared by every
 * worker. Payload keeps an administrator's sessions in one list that each login rewrites, so two
 * logins at the same moment can drop one of the two sessions; logging in once avoids that. Tests
 * that end a session log in themselves. The test's own context stays anonymous.
 */
export async function adminToken(): Promise<string> {
  return process.env.E2E_ADMIN_TOKEN || loginToken()
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * Signs a page in to both editors with one token: Payload's panel reads its own auth cookie, the
 * dashboard keeps the token in localStorage (under the key its client reads).
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! }])
  await page.goto('/admin/login')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['adminToken', token])
}

/**
 * Makes an edit in Payload's panel and waits until the form has taken it. After each edit the
 * panel asks the server for the form's state (a server function: a POST with a Next-Action
 * header); a Save clicked while that request is in flight is dropped, or its refusal is cleared
 * by the late answer. So: the edit, then at least one such request, then none in flight.
 */
export async function editCmsForm(page: Page, edit: () => Promise<void>): Promise<void> {
  let seen = 0
  let inFlight = 0
  const isFormState = (sent: Request) =>
    sent.method() === 'POST' && sent.headers()['next-action'] !== undefined
  const started = (sent: Request) => {
    if (!isFormState(sent)) return
    seen += 1
    inFlight += 1
  }
  const ended = (sent: Request) => {
    if (isFormState(sent)) inFlight -= 1
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await edit()
    await expect.poll(() => seen > 0 && inFlight === 0, { timeout: 15_000 }).toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * "Publish changes" in Payload's panel, until the panel says it is done. Like a Save, a click
 * that lands while the panel is still fetching the form's state after the last edit or autosave
 * is dropped; so while the button is enabled and the panel has not answered, it is clicked
 * again. (A click the panel took disables the button until its answer.)
 */
export async function publishInCms(page: Page): Promise<void> {
  const done = page.getByText('Updated successfully.').first()
  const publish = page.getByRole('button', { name: 'Publish changes', exact: true })
  await expect(async () => {
    if (!(await done.isVisible()) && (await publish.isEnabled())) await publish.click()
    await expect(done).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
}

/**
 * Opens a post in Payload's panel and answers its rich-text editor once the panel shows it. The
 * panel hydrates a large client bundle and only then loads the editor, so on a machine busy with
 * other suites its first paint can take longer than an assertion's default ten seconds.
 */
export async function openInCms(page: Page, id: number): Promise<Locator> {
  await page.goto(`/cms/collections/posts/${id}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible({ timeout: 30_000 })
  return editor
}

/** A sonner toast with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string): Locator {
  let found = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) })
  if (description) found = found.filter({ hasText: description })
  return found.first()
}

/**
 * Every public route with a page of its own (/website-refresh only redirects to /), typed here
 * rather than imported from the app so that the tests check the app's own list (the sitemap).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/work-with-us',
  '/contact',
  '/blog',
  '/ai-checker',
  '/ai-visibility',
  '/coaching',
  '/vibe-coding',
  '/timeframes',
  '/showcase',
  '/privacy-policy',
  '/terms-of-service',
  '/onboarding-step',
]

/**
 * Text is set in the visitor's own interface font. A web font would be one more file between a
 * first visit and its first paint (preloaded, it is counted towards LCP), so a page declares,
 * preloads and loads none, and its main heading uses the system font stack.
 */
export async function expectSystemFont(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await expect(page.locator('link[rel=preload][as=font]'), label).toHaveCount(0)
  expect(await page.evaluate(() => document.fonts.size), label).toBe(0)
  const heading = page.getByRole('heading', { level: 1 }).first()
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily), label).toMatch(
    /^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,/,
  )
}

/** The slug of the newest published post, as the public blog API lists it. */
export async function latestPostSlug(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/blog')
  const { posts } = (await response.json()) as { posts: { slug: string }[] }
  return posts[0]!.slug
}

/**
 * The build's scripts and stylesheets (/_next/static/…) a page's HTML names, each once, in the
 * markup or in its hydration payload.
 */
export function staticAssetPaths(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+?\.(?:js|css)/g)].map((m) => m[0])),
  ]
}

/**
 * Review screenshots are pictures for a person to look at; no test asserts on them. They are
 * taken only when SCREENSHOT_DIR names a folder to put them in: a full-page capture in software
 * rendering costs about a second of CPU, so a plain run takes none. `reviewScreenshots` lets a
 * test skip work done only for the pictures (resizing, scrolling, waiting for lazy images).
 */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR
export const reviewScreenshots = Boolean(SCREENSHOT_DIR)

/** SCREENSHOT_DIR/<area>/<file>, its folder created. Only called when SCREENSHOT_DIR is set. */
async function reviewPath(area: string, file: string): Promise<string> {
  const folder = path.join(SCREENSHOT_DIR!, area)
  await mkdir(folder, { recursive: true })
  return path.join(folder, file)
}

/**
 * Saves a screenshot of a page (or of one element) as SCREENSHOT_DIR/<area>/<name>.png when
 * SCREENSHOT_DIR is set; otherwise does nothing, not even wait for the element. `fullPage`
 * applies to a page only.
 */
export async function reviewScreenshot(
  target: Page | Locator,
  area: string,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOT_DIR) return
  const file = await reviewPath(area, `${name}.png`)
  if ('mainFrame' in target) await target.screenshot({ path: file, fullPage: options.fullPage })
  else await target.screenshot({ path: file })
}

/** Saves bytes a test fetched (an image, say) as SCREENSHOT_DIR/<area>/<file> when it is set. */
export async function reviewFile(area: string, file: string, bytes: Buffer): Promise<void> {
  if (!SCREENSHOT_DIR) return
  await writeFile(await reviewPath(area, file), bytes)
}

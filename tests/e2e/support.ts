import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test'

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

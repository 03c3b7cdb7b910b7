import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'

import { adminToken, bearer } from './support'

/**
 * The site's forms are sent through their server actions, with JavaScript as without: a POST to
 * the page's own address carrying Next's `next-action` header.
 */
export const isFormAction = (request: Request) =>
  request.method() === 'POST' && Boolean(request.headers()['next-action'])

/**
 * What a form stored, as the administrator reads it through Payload's REST API: the first
 * document of `collection` whose `field` is `value` (a test's own unique address). The browser
 * does not show a test a server action's multipart body, so what was sent is checked where it
 * arrived.
 */
async function storedWhere(
  request: APIRequestContext,
  collection: 'contact-messages' | 'waitlist-entries',
  field: string,
  value: string,
): Promise<Record<string, unknown> | undefined> {
  const response = await request.get(
    `/api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`,
    { headers: bearer(await adminToken()) },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs[0]
}

/** The enquiry stored from `workEmail`. */
export const storedEnquiry = (request: APIRequestContext, workEmail: string) =>
  storedWhere(request, 'contact-messages', 'workEmail', workEmail)

/** The waitlist entry stored for `email`. */
export const storedEntry = (request: APIRequestContext, email: string) =>
  storedWhere(request, 'waitlist-entries', 'email', email)

/**
 * Answers the page's server action calls with `status` instead of the server, as a failing
 * network or server would; `hold`, when given, keeps each call waiting until it resolves and
 * then lets it through to the server.
 */
export async function routeFormActions(
  page: Page,
  { status, hold }: { status?: number; hold?: Promise<void> },
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (!isFormAction(route.request())) return route.fallback()
    if (hold) await hold
    if (status) return route.fulfill({ status, contentType: 'text/plain', body: 'down' })
    return route.fallback()
  })
}

import { expect, type Page, test } from '@playwright/test'

import { SPEC_ONLY_RESULT } from '../../src/features/ai-visibility/answer.fixtures'

import { reviewScreenshot } from './support'

/** What an older instance answers during a rolling deploy: the spec's fields only. */
const SPEC_ONLY = {
  success: true,
  message: 'Domain checked successfully',
  result: SPEC_ONLY_RESULT,
}

/**
 * A broken newer instance: well-formed rendering and Markdown parts, a check list with a bad
 * entry, and parts of the wrong shape (a robots shadowing that is not a list, redirects without
 * hops, crawlers and pages that cannot be read).
 */
const MISSHAPEN = {
  ...SPEC_ONLY,
  result: {
    ...SPEC_ONLY.result,
    checks: [
      null,
      {
        id: 'server-text',
        label: 'Main text is in the server-rendered HTML, without JavaScript',
        weight: 5,
        status: 'pass',
        evidence: '420 words of main text.',
        recommendation: null,
      },
      { id: 'gptbot' },
    ],
    rendering: { serverWords: 420, needsJavaScript: false, appShell: false },
    markdown: { negotiated: true, alternate: 'https://older.example/index.md' },
    robotsShadowing: { crawler: 'GPTBot', lostRules: 'Disallow: /admin' },
    redirects: { note: 'Two redirects before the home page.' },
    freshness: 'fresh',
    citation: { author: 'Ada', questionHeadings: null },
    entity: { name: 'Older', consistent: false, sameAs: 'https://social.example/older' },
    caching: null,
    crawlers: { GPTBot: 'allowed' },
    browserAccess: 'ok',
    pages: [{ url: 'not a url' }],
    pagesSource: 'sitemap',
  },
}

async function checkWith(page: Page, answer: unknown) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route('**/api/ai-check', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  )
  await page.goto('/ai-checker')
  await page.getByLabel('Your domain').fill('older.example')
  await page.getByRole('button', { name: 'Check visibility' }).click()
  return errors
}

test.describe('the checker renders any answer with the spec fields', () => {
  for (const width of [390, 1366]) {
    test(`an answer with only the spec's fields, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const errors = await checkWith(page, SPEC_ONLY)
      const results = page.getByTestId('ai-check-results')
      await expect(results).toBeVisible({ timeout: 15_000 })
      await expect(results.getByText('61/100', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('heading', {
          name: 'Good AI visibility, with some improvement opportunities',
        }),
      ).toBeVisible()
      // One recommendation per failed spec check: GPTBot and structured data.
      const recommendations = page
        .getByRole('region', { name: 'Recommendations' })
        .getByRole('listitem')
      await expect(recommendations).toHaveCount(2)
      await expect(recommendations.first()).toContainText('Allow OpenAI GPTBot')
      const robots = page.getByRole('button', { name: /robots\.txt analysis/ })
      const structured = page.getByRole('button', { name: /Structured data and meta information/ })
      await expect(robots).toBeVisible()
      await expect(structured).toBeVisible()
      await robots.click()
      await expect(page.getByTestId('raw-robots')).toContainText('Disallow: /')
      // The newer parts are simply not there.
      await expect(page.getByRole('heading', { name: 'Every check' })).toHaveCount(0)
      await expect(page.getByTestId('answer-signals')).toHaveCount(0)
      expect(errors).toEqual([])
      await reviewScreenshot(page, 'checker', `spec-only-${width}`, { fullPage: true })
    })
  }
})

test.describe('the checker renders a misshapen answer without its broken parts', () => {
  for (const width of [390, 1366]) {
    test(`parts of the wrong shape are left out, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const errors = await checkWith(page, MISSHAPEN)
      const results = page.getByTestId('ai-check-results')
      await expect(results).toBeVisible({ timeout: 15_000 })
      await expect(results.getByText('61/100', { exact: true })).toBeVisible()
      // The checks leave GPTBot and structured data out: the spec's fields recommend them.
      const recommendations = page
        .getByRole('region', { name: 'Recommendations' })
        .getByRole('listitem')
      await expect(recommendations).toHaveCount(2)
      await expect(recommendations.first()).toContainText('Allow OpenAI GPTBot')
      // The well-formed parts are shown.
      const signals = page.getByTestId('answer-signals')
      await expect(
        signals.getByRole('heading', { name: 'Readable without JavaScript' }),
      ).toBeVisible()
      await expect(signals.getByRole('heading', { name: 'Markdown version' })).toBeVisible()
      await expect(signals).toContainText('https://older.example/index.md')
      await expect(page.getByRole('heading', { name: 'Every check' })).toBeVisible()
      // The misshapen ones are not.
      for (const title of [
        'robots.txt groups that drop * rules',
        'Redirects to the home page',
        'Freshness',
        'Citation signals',
        'Brand name',
        'Caching headers',
      ]) {
        await expect(signals.getByRole('heading', { name: title, exact: true })).toHaveCount(0)
      }
      await expect(page.getByRole('heading', { name: 'AI crawlers' })).toHaveCount(0)
      await expect(
        page.getByRole('heading', { name: 'What the server sends AI crawlers' }),
      ).toHaveCount(0)
      // The only readable page was not a page: the section shows none.
      await expect(page.getByRole('heading', { name: 'Further pages' })).toBeVisible()
      await expect(page.getByText('No further pages found')).toBeVisible()
      expect(errors).toEqual([])
      await reviewScreenshot(page, 'checker', `misshapen-${width}`, { fullPage: true })
    })
  }
})

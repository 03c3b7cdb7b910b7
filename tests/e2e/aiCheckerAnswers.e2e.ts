import { expect, type Page, test } from '@playwright/test'

const SCREENS = '/work/screens/checker'

/** What an older instance answers during a rolling deploy: the spec's fields only. */
const SPEC_ONLY = {
  success: true,
  message: 'Domain checked successfully',
  result: {
    domain: 'older.example',
    aiVisibilityScore: 61,
    robotsTxtAccessible: true,
    allowsGPTBot: false,
    allowsAnthropicBot: true,
    allowsPerplexityBot: true,
    hasStructuredData: false,
    structuredDataTypes: [],
    hasMetaTags: true,
    htmlMetaData: { description: 'An older answer' },
    rawRobotsTxt: 'User-agent: GPTBot\nDisallow: /\n',
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
      await expect(results.getByText('61', { exact: true })).toBeVisible()
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
      await page.screenshot({ path: `${SCREENS}/spec-only-${width}.png`, fullPage: true })
    })
  }
})

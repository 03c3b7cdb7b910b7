import { expect, type Page, test } from '@playwright/test'

import {
  completeHomePage,
  completeSiteRoutes,
  type FixtureRoutes,
  type FixtureSite,
  forUserAgent,
  startFixtureSite,
  text,
  validated,
} from '../../scripts/lib/fixtureSite'

import { reviewScreenshot } from './support'

const sites: FixtureSite[] = []
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

/** The complete fixture site, with routes replaced once its origin is known. */
async function fixture(replace: (origin: string) => FixtureRoutes): Promise<FixtureSite> {
  const routes: FixtureRoutes = {}
  const site = await startFixtureSite(routes)
  const origin = `http://${site.host}`
  Object.assign(
    routes,
    completeSiteRoutes(() => origin),
    replace(origin),
  )
  sites.push(site)
  return site
}

/** A home page whose JSON-LD has an article without dates or image and an unanswered question. */
function incompleteHome(origin: string): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', name: 'Fixture', url: `${origin}/`, logo: `${origin}/l.png` },
      { '@type': 'Article', headline: 'News', author: { '@type': 'Person', name: 'Ada' } },
      { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'How?' }] },
    ],
  }
  return completeHomePage(origin).replace(
    /<script type="application\/ld\+json">.*?<\/script>/s,
    `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
  )
}

async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250) + 1}`,
  })
}

test('shows pay per crawl, missing structured data properties and broken llms.txt links', async ({
  page,
}) => {
  await asNewVisitor(page)
  const site = await fixture((origin) => ({
    '/': forUserAgent(
      /GPTBot/,
      (_, response) => {
        response
          .writeHead(402, { 'content-type': 'text/plain', 'crawler-price': 'USD 0.01' })
          .end('Payment required')
      },
      validated(incompleteHome(origin), 'text/html; charset=utf-8'),
    ),
    '/llms.txt': text(
      `# Fixture\n\n> AI-native websites.\n\n## Pages\n- [Home](/)\n- [Services](/services)\n- [Gone](${origin}/gone)\n`,
    ),
    '/llms-full.txt': text('# Fixture\n\nEverything in one file.\n'),
  }))
  const origin = `http://${site.host}`

  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/ai-checker?domain=${encodeURIComponent(site.host)}`)
  await expect(page.getByText('Domain checked successfully')).toBeVisible({ timeout: 15_000 })

  const payPerCrawl = page.getByTestId('pay-per-crawl')
  await expect(payPerCrawl).toContainText('the server asks one crawler to pay')
  await expect(payPerCrawl).toContainText('GPTBot: HTTP 402, price USD 0.01')

  const structured = page.getByRole('button', { name: /Structured data and meta information/ })
  await structured.click()
  const issues = page.getByTestId('structured-data-issues')
  await expect(issues.getByRole('listitem')).toHaveText([
    'Article lacks image, datePublished, dateModified',
    'FAQPage lacks mainEntity.acceptedAnswer',
  ])

  const signals = page.getByTestId('answer-signals')
  const llms = signals.getByRole('listitem').filter({ hasText: 'llms.txt' }).first()
  await expect(llms).toContainText('Links checked3')
  await expect(llms).toContainText(`${origin}/gone`)
  await expect(llms).toContainText('llms-full.txtPublished')
  await expect(llms).toContainText('1 of 3 links checked is broken')

  await reviewScreenshot(page, 'checker', 'validity-1366', { fullPage: true })
  await reviewScreenshot(
    page.locator('[data-testid="ai-check-results"] > div').first(),
    'checker',
    'validity-structured-1366',
  )
  await reviewScreenshot(payPerCrawl, 'checker', 'validity-pay-per-crawl-1366')
  await reviewScreenshot(llms, 'checker', 'validity-llms-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await reviewScreenshot(issues, 'checker', 'validity-structured-390')
  await reviewScreenshot(page, 'checker', 'validity-390', { fullPage: true })
  await reviewScreenshot(payPerCrawl, 'checker', 'validity-pay-per-crawl-390')
  await reviewScreenshot(llms, 'checker', 'validity-llms-390')
})

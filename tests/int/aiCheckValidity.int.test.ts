import type http from 'node:http'

import { afterAll, describe, expect, it } from 'vitest'

import { runCheck } from '@/features/ai-visibility/check'

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

const sites: FixtureSite[] = []
/** A complete fixture site (scoring 100) with some routes replaced, built once its port is known. */
async function site(
  replace: (origin: () => string) => FixtureRoutes = () => ({}),
): Promise<FixtureSite> {
  const routes: FixtureRoutes = {}
  const started = await startFixtureSite(routes)
  const origin = () => `http://${started.host}`
  Object.assign(routes, completeSiteRoutes(origin), replace(origin))
  sites.push(started)
  return started
}
afterAll(async () => {
  await Promise.all(sites.map((entry) => entry.close()))
})

const check = (host: string) =>
  runCheck(host, { allowedHosts: ['127.0.0.1'], userAgent: 'AIVisibilityChecker/test' })
const checkOf = (result: Awaited<ReturnType<typeof check>>, id: string) =>
  result.checks.find((entry) => entry.id === id)!

/** The complete home page, with its JSON-LD replaced. */
const homeWithJsonLd = (origin: string, jsonLd: unknown): http.RequestListener =>
  validated(
    completeHomePage(origin).replace(
      /<script type="application\/ld\+json">.*?<\/script>/s,
      `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
    ),
    'text/html; charset=utf-8',
  )

const X402_BODY = JSON.stringify({
  x402Version: 1,
  error: 'X-PAYMENT header is required',
  accepts: [
    {
      scheme: 'exact',
      network: 'base',
      maxAmountRequired: '5000',
      asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      payTo: '0x0000000000000000000000000000000000000001',
      extra: { name: 'USDC', version: '2' },
    },
  ],
})

describe('pay per crawl', () => {
  it('reports no pay-per-crawl on a site that lets every crawler in free', async () => {
    const open = await site()
    const result = await check(open.host)
    expect(result.payPerCrawl).toEqual([])
    expect(checkOf(result, 'server-access').status).toBe('pass')
  })

  it("fails GPTBot's check when the server asks it a crawler-price", async () => {
    const paid = await site((origin) => ({
      '/': forUserAgent(
        /GPTBot/,
        (_, response) => {
          response
            .writeHead(402, { 'content-type': 'text/plain', 'crawler-price': 'USD 0.01' })
            .end('Payment required')
        },
        validated(completeHomePage(origin()), 'text/html; charset=utf-8'),
      ),
    }))
    const result = await check(paid.host)
    expect(result.payPerCrawl).toEqual([{ crawler: 'GPTBot', status: 402, price: 'USD 0.01' }])
    const gptbot = checkOf(result, 'gptbot')
    expect(gptbot.status).toBe('fail')
    expect(gptbot.evidence).toContain(
      'the server asks it to pay per crawl (HTTP 402, price USD 0.01)',
    )
    expect(gptbot.advice).toEqual([expect.stringMatching(/^Let GPTBot crawl without paying/)])
    expect(result.crawlers.find((row) => row.token === 'GPTBot')).toMatchObject({
      serverAccess: 'refused',
      httpStatus: 402,
    })
    // The other crawlers read the page free.
    expect(checkOf(result, 'server-access').status).toBe('pass')
    expect(result.aiVisibilityScore).toBeLessThan(100)
  })

  it('fails server access when a search crawler gets x402 payment terms', async () => {
    const paid = await site((origin) => ({
      '/': forUserAgent(
        /OAI-SearchBot/,
        (_, response) => {
          response.writeHead(402, { 'content-type': 'application/json' }).end(X402_BODY)
        },
        validated(completeHomePage(origin()), 'text/html; charset=utf-8'),
      ),
    }))
    const result = await check(paid.host)
    expect(result.payPerCrawl).toEqual([
      { crawler: 'OAI-SearchBot', status: 402, price: '0.005 USDC on base' },
    ])
    const access = checkOf(result, 'server-access')
    expect(access.status).toBe('fail')
    expect(access.evidence).toContain('robots.txt allows OAI-SearchBot, but the server asks it')
    expect(checkOf(result, 'gptbot').status).toBe('pass')
  })

  it('reports a 402 without a price it can read as a price of null', async () => {
    const paid = await site((origin) => ({
      '/': forUserAgent(
        /Claude-User/,
        text('Pay first', 'text/plain', 402),
        validated(completeHomePage(origin()), 'text/html; charset=utf-8'),
      ),
    }))
    const result = await check(paid.host)
    expect(result.payPerCrawl).toEqual([{ crawler: 'Claude-User', status: 402, price: null }])
    expect(checkOf(result, 'server-access').status).toBe('fail')
  })
})

describe('structured data that is valid', () => {
  it('passes complete items with no issues', async () => {
    const valid = await site()
    const result = await check(valid.host)
    expect(result.structuredDataIssues).toEqual([])
    expect(checkOf(result, 'structured-data').status).toBe('pass')
  })

  it('fails an FAQ question without an answer and names what an article lacks', async () => {
    const broken = await site((origin) => ({
      '/': homeWithJsonLd(origin(), {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            name: 'Fixture',
            url: `${origin()}/`,
            logo: `${origin()}/l.png`,
          },
          { '@type': 'Article', headline: 'News', author: { '@type': 'Person' } },
          {
            '@type': 'FAQPage',
            mainEntity: [
              {
                '@type': 'Question',
                name: 'Why?',
                acceptedAnswer: { '@type': 'Answer', text: 'So.' },
              },
              { '@type': 'Question', name: 'How?' },
            ],
          },
        ],
      }),
    }))
    const result = await check(broken.host)
    expect(result.structuredDataIssues).toEqual([
      { type: 'Article', missing: ['image', 'datePublished', 'dateModified', 'author.name'] },
      { type: 'FAQPage', missing: ['mainEntity.acceptedAnswer'] },
    ])
    const structured = checkOf(result, 'structured-data')
    expect(structured.status).toBe('fail')
    expect(structured.evidence).toContain(
      'Missing required properties: FAQPage lacks mainEntity.acceptedAnswer.',
    )
    expect(structured.evidence).toContain(
      'Missing recommended properties: Article lacks image, datePublished, dateModified, author.name.',
    )
    // The spec's field still says structured data is there.
    expect(result.hasStructuredData).toBe(true)
  })

  it('warns when only recommended properties are missing', async () => {
    const thin = await site((origin) => ({
      '/': homeWithJsonLd(origin(), [
        { '@context': 'https://schema.org', '@type': 'Organization', name: 'Fixture' },
        { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Fixture', url: origin() },
      ]),
    }))
    const result = await check(thin.host)
    expect(result.structuredDataIssues).toEqual([
      { type: 'Organization', missing: ['url', 'logo'] },
    ])
    expect(checkOf(result, 'structured-data').status).toBe('warn')
  })
})

describe('llms.txt that works', () => {
  it('checks the links of a good llms.txt without fetching the home page again', async () => {
    const good = await site((origin) => ({
      '/llms.txt': (request, response) =>
        text(
          `# Fixture\n\n> AI-native websites.\n\n## Pages\n- [Home](/)\n- [Services](${origin()}/services)\n- [About](/about#team)\n- [Again](/about)\n`,
        )(request, response),
    }))
    const result = await check(good.host)
    expect(result.llmsTxtLinks).toEqual({ checked: 3, broken: [] })
    expect(result.llmsFullTxt).toBe(false)
    const llms = checkOf(result, 'llms-txt')
    expect(llms.status).toBe('pass')
    expect(llms.evidence).toContain('All 3 links checked answer.')
    // The answers the home page and the further pages gave stand for their links: the checker
    // asks for the home page only as a page, as Markdown and with its validators.
    expect(
      good.requests.filter(
        (entry) =>
          entry.path === '/' && /AIVisibilityChecker/.test(String(entry.headers['user-agent'])),
      ),
    ).toHaveLength(3)
    expect(good.requests.filter((entry) => entry.path === '/about')).toHaveLength(1)
    expect(good.requests.filter((entry) => entry.path === '/services')).toHaveLength(1)
  })

  it('warns of broken links and counts them', async () => {
    const broken = await site(() => ({
      '/llms.txt': text(
        '# Fixture\n\n> AI-native websites.\n\n## Pages\n- [Home](/)\n- [Gone](/gone)\n- [Error](/error)\n',
      ),
      '/error': text('Oops', 'text/plain', 500),
    }))
    const result = await check(broken.host)
    const origin = `http://${broken.host}`
    expect(result.llmsTxtLinks).toEqual({
      checked: 3,
      broken: [`${origin}/gone`, `${origin}/error`],
    })
    const llms = checkOf(result, 'llms-txt')
    expect(llms.status).toBe('warn')
    expect(llms.evidence).toBe(
      `/llms.txt exists, but 2 of 3 links checked are broken: ${origin}/gone, ${origin}/error.`,
    )
  })

  it('checks at most 20 links', async () => {
    const many = Array.from({ length: 25 }, (_, index) => `- [Page ${index}](/p${index})`)
    const listed = await site(() => ({
      '/llms.txt': text(`# Fixture\n\n> AI-native websites.\n\n## Pages\n${many.join('\n')}\n`),
    }))
    const result = await check(listed.host)
    expect(result.llmsTxtLinks.checked).toBe(20)
    expect(result.llmsTxtLinks.broken).toHaveLength(20)
    expect(listed.requests.some((entry) => entry.path === '/p20')).toBe(false)
  })

  it('finds llms-full.txt, and not an HTML page in its place', async () => {
    const full = await site(() => ({
      '/llms-full.txt': text('# Fixture\n\nEverything in one file.\n', 'text/markdown'),
    }))
    const result = await check(full.host)
    expect(result.llmsFullTxt).toBe(true)
    expect(checkOf(result, 'llms-txt')).toMatchObject({
      status: 'pass',
      evidence: expect.stringContaining('/llms-full.txt is published too.'),
    })
    const html = await site(() => ({
      '/llms-full.txt': text('<!doctype html><html><body>Home</body></html>', 'text/html'),
    }))
    expect((await check(html.host)).llmsFullTxt).toBe(false)
  })
})

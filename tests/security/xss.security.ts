import { type Page } from '@playwright/test'

import { type FixtureSite, startFixtureSite, text } from '../../scripts/lib/fixtureSite'

import { adminToken, bearer, freshIp, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes a hostile post that the home page lists: it runs against an app server of its own.
runOnOwnServer()

/**
 * Hostile text reaches pages through posts (Markdown, title, tags, meta fields) and through the
 * checker (another site's title, meta tags, JSON-LD, robots.txt). Each payload, if it ever ran,
 * would open a dialog, write to the console or set window.__xss; Chromium watches for all three.
 */
const SCRIPTS = [
  '<script>window.__xss=1;alert("xss-1")</script>',
  '<img src=x onerror="window.__xss=2;alert(\'xss-2\')">',
  '<svg onload="window.__xss=3;alert(\'xss-3\')"></svg>',
  '<iframe srcdoc="<script>parent.__xss=4;alert(4)</script>"></iframe>',
  '<details open ontoggle="window.__xss=5;alert(5)">x</details>',
]
const TITLE_BREAKOUT = '</script><script>window.__xss=6;alert("xss-6")</script>'

const MARKDOWN = [
  '# Hostile probe',
  ...SCRIPTS,
  '[javascript link](javascript:window.__xss=7;alert(7))',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)',
  '<a href="javascript:alert(9)">raw javascript link</a>',
  '<a href="JaVaScRiPt&colon;alert(10)">encoded javascript link</a>',
  '![image](javascript:alert(11))',
  '<a href="#" onclick="alert(12)">onclick link</a>',
  '<form action="javascript:alert(13)"><button>go</button></form>',
  '<style>body{background:url("javascript:alert(14)")}</style>',
  '<object data="data:text/html,<script>alert(15)</script>"></object>',
].join('\n\n')

type Watch = { events: string[] }

/** Fails the page on any dialog, console.log('xss…') or window.__xss. */
async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { events: [] }
  page.on('dialog', (dialog) => {
    watched.events.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (/xss/i.test(message.text())) watched.events.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    Object.defineProperty(window, '__xss', {
      set(value) {
        console.log(`xss executed: ${String(value)}`)
      },
      get: () => undefined,
    })
  })
  return watched
}

const REACT_FORM_GUARD =
  "javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')"

async function expectInert(page: Page, watched: Watch) {
  // Lazy scripts, image errors and toggles have had their turn: the page is loaded, every image
  // has loaded or failed, and a frame and a task later any queued event has been dispatched.
  await page.waitForLoadState('load')
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  )
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = resolve
          channel.port2.postMessage(null)
        }),
      ),
  )
  expect(watched.events).toEqual([])
  const dangerous = await page.evaluate((reactFormGuard) => {
    const found: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase()
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`)
        // React's own guard on a form whose action is a function, rendered in the browser (the
        // checker's monitor form under a result): it throws if the form is ever submitted natively.
        // Compared whole and as written: any addition to it could run before the throw.
        const isReactFormGuard =
          ['action', 'formaction'].includes(attribute.name) && attribute.value === reactFormGuard
        if (
          !isReactFormGuard &&
          ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].includes(attribute.name) &&
          (value.startsWith('javascript:') || value.startsWith('data:text/html'))
        ) {
          found.push(`${element.tagName} ${attribute.name}=${value.slice(0, 40)}`)
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (script.textContent?.includes('__xss') && script.type !== 'application/ld+json') {
        // Only the framework's own payload may mention it, as JSON string data.
        if (!script.textContent.includes('self.__next_f')) found.push('inline script with payload')
      }
    }
    return found
  }, REACT_FORM_GUARD)
  expect(dangerous).toEqual([])
}

test.describe('hostile post content', () => {
  let token = ''
  let postId = 0
  const slug = uniqueSlug('xss-probe')
  const title = `Hostile ${TITLE_BREAKOUT} title`
  const metaDescription = `"><script>window.__xss=16</script>${TITLE_BREAKOUT}`
  const tag = '</script><svg onload=alert(17)>'

  test.beforeAll(async ({ request }) => {
    token = await adminToken()
    const response = await request.post('/api/admin/blog', {
      headers: bearer(token),
      data: {
        title,
        slug,
        content: MARKDOWN,
        excerpt: '<img src=x onerror="window.__xss=18">',
        category: '<img src=x onerror=alert(19)>',
        tags: [tag, '"><img src=x onerror=alert(20)>'],
        metaTitle: `</title>${TITLE_BREAKOUT}`,
        metaDescription,
        status: 'published',
      },
    })
    expect(response.status()).toBe(201)
    postId = ((await response.json()) as { post: { id: number } }).post.id
  })

  test.afterAll(async ({ request }) => {
    if (postId) await request.delete(`/api/admin/blog/${postId}`, { headers: bearer(token) })
  })

  test('runs nowhere on the article page, and its JSON-LD and meta tags stay data', async ({
    page,
  }) => {
    const watched = await watch(page)
    const response = await page.goto(`/blog/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: /^Hostile/ }).first()).toContainText(
      '</script>',
    )
    await expectInert(page, watched)
    // Every JSON-LD block parses, and the hostile text is inside it as a plain string.
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
    expect(blocks.length).toBeGreaterThan(0)
    const parsed = blocks.map((block) => JSON.parse(block) as unknown)
    expect(JSON.stringify(parsed)).toContain(TITLE_BREAKOUT.replace(/"/g, '\\"'))
    for (const block of blocks) expect(block).not.toContain('</script')
    // Meta tags hold the description as an attribute value, not as markup.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      metaDescription,
    )
  })

  test('runs nowhere in the blog list, tag filter, search, home page or RSS reader', async ({
    page,
  }) => {
    const watched = await watch(page)
    for (const path of ['/blog', `/blog?search=${encodeURIComponent('Hostile')}`, '/']) {
      await page.goto(path)
      await expectInert(page, watched)
    }
    await page.goto('/blog')
    const chip = page.getByRole('button', { name: tag }).or(page.getByRole('link', { name: tag }))
    if ((await chip.count()) > 0) {
      await chip.first().click()
      await expectInert(page, watched)
    }
    // RSS readers render an item's description as HTML: the plain-text excerpt arrives escaped.
    // (Titles are plain text in RSS 2.0; the article body is the sanitised HTML of the page.)
    const xml = await (await page.request.get('/api/blog/rss')).text()
    const item = xml.split('<item>').find((part) => part.includes(slug)) ?? ''
    expect(item).toContain('&lt;img src=x onerror=')
    expect(item).not.toMatch(/<description>(?:<!\[CDATA\[)?<img/)
    const body = /<content:encoded>([\s\S]*?)<\/content:encoded>/.exec(item)?.[1] ?? ''
    expect(body).toContain('Hostile probe')
    expect(body).not.toMatch(/<script|<iframe|<object|\son\w+=|javascript:|data:text/i)
  })

  test('runs nowhere in the dashboard list and the editor preview', async ({ page }) => {
    const watched = await watch(page)
    await page.goto('/admin/login')
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token)
    await page.goto('/admin')
    const row = page.locator(`[data-testid="admin-post"][data-slug="${slug}"]`)
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: /^Edit / }).click()
    await page.getByRole('tab', { name: 'Preview' }).click()
    await expect(page.getByTestId('markdown-preview')).toContainText('Hostile probe')
    await expectInert(page, watched)
  })
})

test.describe('the checker reflecting a hostile site', () => {
  let site: FixtureSite

  test.beforeAll(async () => {
    const hostileTitle = `<img src=x onerror="window.__xss=21;alert(21)">${TITLE_BREAKOUT}`
    // Escaped as sites do, so the block is valid JSON whose strings hold the markup.
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': ['Organization', `<img src=x onerror=alert(22)>`, TITLE_BREAKOUT],
      name: TITLE_BREAKOUT,
    })
    const home = `<!doctype html><html><head><title>${hostileTitle}</title>
<meta name="description" content="&quot;&gt;&lt;script&gt;window.__xss=23&lt;/script&gt;">
<meta property="og:title" content="<svg onload=alert(24)>">
<script type="application/ld+json">${jsonLd.replace(/</g, '\\u003c')}</script>
</head><body><h1>${hostileTitle}</h1><p>${'word '.repeat(300)}</p></body></html>`
    site = await startFixtureSite({
      '/': text(home, 'text/html; charset=utf-8'),
      '/robots.txt': text(
        `User-agent: *\nAllow: /\n# ${SCRIPTS[0]}\nSitemap: <script>alert(25)</script>\n`,
      ),
      '/llms.txt': text(`# ${TITLE_BREAKOUT}\n\n> ${SCRIPTS[1]}\n`),
    })
  })

  test.afterAll(async () => {
    await site?.close()
  })

  test('shows its title, meta tags and JSON-LD as text only', async ({ page }) => {
    const watched = await watch(page)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() })
    await page.goto('/ai-checker')
    await page.getByLabel('Your domain').fill(site.host)
    await page.getByRole('button', { name: 'Check visibility' }).click()
    await expect(page.locator('#score-title')).toBeVisible({ timeout: 30_000 })
    // Open every collapsed card, so everything the result holds is on the page.
    for (const summary of await page.locator('main button[aria-expanded="false"]').all()) {
      await summary.click({ timeout: 2_000 }).catch(() => undefined)
    }
    // The hostile structured data type is on the page as text.
    await expect(page.locator('main')).toContainText('<img src=x onerror=alert(22)>')
    await expectInert(page, watched)
  })
})

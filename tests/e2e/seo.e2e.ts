import { PUBLIC_ROUTES } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It compares the sitemap and llms.txt with every post and the default prices:
// it runs against an app server of its own.
runOnOwnServer()

/** The origin of the server this file runs against (its own, or the shared one). */
const base = () => process.env.E2E_BASE_URL ?? ''

const AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Googlebot',
  'Applebot',
  'Applebot-Extended',
  'Bingbot',
  'meta-externalagent',
  'Amazonbot',
  'CCBot',
  'Bytespider',
]

test('sitemap.xml lists every public route and every published post', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml[^>]*>\s*<urlset/)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  for (const route of PUBLIC_ROUTES)
    expect(locs).toContain(route === '/' ? `${base()}/` : `${base()}${route}`)
  const { posts } = (await (await request.get('/api/blog')).json()) as { posts: { slug: string }[] }
  expect(posts.length).toBeGreaterThan(0)
  for (const post of posts) {
    const entry = new RegExp(
      `<loc>${base()}/blog/${post.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`,
    )
    expect(xml).toMatch(entry)
  }
  // Private areas by their path's first segment: a post's slug may well contain "cms".
  const privatePaths = locs.filter((loc) =>
    /^\/(?:admin|cms|api)(?:\/|$)/.test(new URL(loc ?? '/', base()).pathname),
  )
  expect(privatePaths).toEqual([])
})

test('robots.txt welcomes search and AI crawlers and keeps them out of private areas', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  const groups = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => /^User-Agent:/im.test(block))
  const groupFor = (agent: string) =>
    groups.find((block) => new RegExp(`^User-Agent: ${agent}$`, 'im').test(block))
  for (const agent of ['\\*', ...AI_CRAWLERS]) {
    const group = groupFor(agent)
    expect(group, `a group for ${agent}`).toBeTruthy()
    expect(group).toMatch(/^Allow: \/$/m)
    for (const path of ['/admin', '/cms', '/api/admin'])
      expect(group).toContain(`Disallow: ${path}\n`.trim())
    expect(group).not.toMatch(/^Disallow: \/$/m)
    // Our AI-usage preferences, in every group, since a crawler reads only its own group.
    expect(group).toMatch(/^Content-Signal: search=yes, ai-input=yes, ai-train=yes$/m)
  }
  expect(text).toContain(`Sitemap: ${base()}/sitemap.xml`)
  // Only directives robots.txt validators know (Lighthouse 13's SEO audit lists these): an
  // unknown one, such as Content-Usage (a header here), is an error there for each group.
  const directives = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
  expect(new Set(directives)).toEqual(
    new Set(['user-agent', 'allow', 'disallow', 'content-signal', 'sitemap']),
  )
})

test('llms.txt has a title, a summary, context and sections of absolute links', async ({
  request,
}) => {
  const response = await request.get('/llms.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  const lines = text.split('\n')
  expect(lines[0]).toMatch(/^# \S/)
  expect(lines.find((line) => line.startsWith('> '))).toBeTruthy()
  const sections = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3))
  expect(sections).toEqual(
    expect.arrayContaining([
      'Monthly plans',
      'Bespoke solutions',
      'AI visibility',
      'Executive AI coaching',
      'Blog',
    ]),
  )
  const links = lines.filter((line) => /^- \[[^\]]+\]\([^)\s]+\): \S/.test(line))
  expect(links.length).toBeGreaterThan(20)
  for (const line of links) expect(line).toMatch(new RegExp(`\\]\\(${base()}/`))
  // The offers come from the one source of prices.
  expect(text).toContain('Core plan: £500/month')
  expect(text).toContain('Growth plan: £1,000/month (most popular)')
  expect(text).toContain('Custom AI Solution: £800')
  expect(text).toContain(`(${base()}/ai-checker)`)
  const { posts } = (await (await request.get('/api/blog')).json()) as { posts: { slug: string }[] }
  for (const post of posts) expect(text).toContain(`(${base()}/blog/${post.slug})`)
})

test('the home page has a title, description, canonical, Open Graph and Twitter tags', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Optimize Your Business for AI/)
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
  const meta = (selector: string) => page.locator(selector).first()
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/)
  await expect(meta('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${base()}/?$`))
  for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) {
    await expect(meta(`meta[property="${property}"]`)).toHaveAttribute('content', /\S/)
  }
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  for (const name of ['twitter:title', 'twitter:description', 'twitter:image']) {
    await expect(meta(`meta[name="${name}"]`)).toHaveAttribute('content', /\S/)
  }
  const image = await meta('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/^https?:\/\//)
})

test('the default social card is a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/og.png')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const bytes = await response.body()
  expect(bytes.readUInt32BE(16)).toBe(1200)
  expect(bytes.readUInt32BE(20)).toBe(630)
})

test('every public page has its canonical URL, a description, Open Graph and Twitter tags', async ({
  request,
}) => {
  const { posts } = (await (await request.get('/api/blog')).json()) as { posts: { slug: string }[] }
  const problems: string[] = []
  for (const route of [...PUBLIC_ROUTES, `/blog/${posts[0]!.slug}`]) {
    const response = await request.get(route)
    const html = await response.text()
    const has = (pattern: RegExp, what: string) => {
      if (!pattern.test(html)) problems.push(`${route}: ${what}`)
    }
    if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`)
    const canonical = route === '/' ? `${base()}/?` : `${base()}${route}`
    has(new RegExp(`<link rel="canonical" href="${canonical}"`), 'canonical')
    has(/<meta name="description" content="[^"]{20,}"/, 'description')
    has(/<html[^>]* lang="en/, 'lang')
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      has(new RegExp(`<meta property="${property}" content="[^"]+"`), property)
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      has(new RegExp(`<meta name="${name}" content="[^"]+"`), name)
    }
  }
  expect(problems).toEqual([])
})

test('no page has a BreadcrumbList that repeats an item', async ({ request }) => {
  const { posts } = (await (await request.get('/api/blog')).json()) as { posts: { slug: string }[] }
  type ListItem = { position: number; name: string; item: string }
  const problems: string[] = []
  for (const route of [...PUBLIC_ROUTES, `/blog/${posts[0]!.slug}`]) {
    const html = await (await request.get(route)).text()
    const nodes = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .flatMap((match) => {
        const data = JSON.parse(match[1]!) as unknown
        return Array.isArray(data) ? data : [data]
      })
      .flatMap((node: { '@graph'?: unknown[] }) => node['@graph'] ?? [node]) as {
      '@type'?: string
      itemListElement?: ListItem[]
    }[]
    const lists = nodes.filter((node) => node['@type'] === 'BreadcrumbList')
    if (route !== '/' && lists.length === 0) problems.push(`${route}: no BreadcrumbList`)
    for (const list of lists) {
      const items = list.itemListElement ?? []
      const names = items.map((item) => item.name)
      const urls = items.map((item) => item.item)
      const trail = names.join(' > ')
      if (new Set(names).size !== names.length) problems.push(`${route}: repeated name in ${trail}`)
      if (new Set(urls).size !== urls.length) problems.push(`${route}: repeated URL in ${trail}`)
      if (items.some((item, index) => item.position !== index + 1))
        problems.push(`${route}: positions`)
      if (urls[0] !== `${base()}/`) problems.push(`${route}: does not start at Home (${trail})`)
      if (urls.at(-1) !== `${base()}${route}`)
        problems.push(`${route}: does not end at the page (${trail})`)
    }
  }
  expect(problems).toEqual([])
})

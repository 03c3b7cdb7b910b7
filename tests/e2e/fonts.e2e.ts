import { expect, test, type Page } from '@playwright/test'

import { adminToken, bearer, PUBLIC_ROUTES } from './support'

/** The font files the page downloaded, and the faces the browser has loaded. */
async function fontsOf(page: Page, route: string) {
  const files: string[] = []
  const onResponse = (response: { request(): { resourceType(): string }; url(): string }) => {
    if (response.request().resourceType() === 'font') files.push(new URL(response.url()).pathname)
  }
  page.on('response', onResponse)
  await page.goto(route, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  page.off('response', onResponse)
  const preloaded = await page
    .locator('link[rel=preload][as=font]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  const loadedFaces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  )
  return { files: [...new Set(files)], preloaded, loadedFaces }
}

test.describe('fonts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  })

  test("every public page downloads one font file, the one it preloads: its copy's characters are all in it", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const { posts } = (await (await page.request.get('/api/blog')).json()) as {
      posts: { slug: string }[]
    }
    for (const route of [...PUBLIC_ROUTES, `/blog/${posts[0]!.slug}`]) {
      const { files, preloaded, loadedFaces } = await fontsOf(page, route)
      expect(preloaded, route).toHaveLength(1)
      expect(files, route).toEqual(preloaded)
      expect(loadedFaces, route).toEqual(['inter'])
    }
  })

  test('an article with accented letters also downloads the rest of Latin and sets them in Inter', async ({
    page,
    request,
  }) => {
    const token = await adminToken()
    const slug = `e2e-accents-${Date.now()}`
    const created = await request.post('/api/posts', {
      headers: bearer(token),
      data: {
        status: 'published',
        readTime: 2,
        title: 'Café owners in São Paulo: a naïve résumé',
        slug,
        content: 'Crème brûlée, smørrebrød and jalapeño: Æsop’s fables in Zürich.',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const { files, preloaded, loadedFaces } = await fontsOf(page, `/blog/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Café owners in São Paulo: a naïve résumé',
      )
      expect(files).toHaveLength(2)
      expect(files).toContain(preloaded[0])
      expect(loadedFaces.sort()).toEqual(['inter', 'interRest'])
    } finally {
      await request.delete(`/api/posts/${doc.id}`, { headers: bearer(token) })
    }
  })
})

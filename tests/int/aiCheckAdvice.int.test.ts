import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recommendations } from '@/features/ai-visibility/scoring/score'

import { completeHomePage, type FixtureSite, text } from '../../scripts/lib/fixtureSite'
import { checkResult, closeSites, completeSiteWith } from '../support/aiCheck'

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'

/**
 * The advice a result gives comes from the same evidence as its verdicts: a file that exists is
 * mended, never replaced by a skeleton, and a recommendation names what is missing.
 */
type Check = { id: string; status: string; evidence: string; recommendation: string | null }
type Result = {
  checks: Check[]
  fixes: { check: string; where: string; snippet: string }[]
  rendering: { serverWords: number; needsJavaScript: boolean }
  structuredDataIssues: { type: string; missing: string[] }[]
}

afterAll(closeSites)

const site = completeSiteWith
const check = (domain: string) => checkResult<Result>(domain)

const checkOf = (result: Result, id: string) => result.checks.find((entry) => entry.id === id)!
const fixesOf = (result: Result, id: string) => result.fixes.filter((fix) => fix.check === id)
const html = (body: string) => text(body, 'text/html; charset=utf-8')

/** The complete home page with its JSON-LD replaced. */
const withJsonLd = (origin: string, jsonLd: unknown) =>
  completeHomePage(origin).replace(
    /<script type="application\/ld\+json">[\s\S]*?<\/script>/,
    `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
  )

describe('advice that matches the evidence', () => {
  let brokenLink: FixtureSite
  let shortStatic: FixtureSite
  let lacking: FixtureSite
  beforeAll(async () => {
    brokenLink = await site((origin) => ({
      '/llms.txt': text(
        `# Fixture Agency\n\n> AI-native websites.\n\n## Pages\n- [Home](${origin}/): home\n- [Old offer](${origin}/old-offer): gone\n`,
      ),
    }))
    // 56 words of plain server HTML, no bundle, no mount point: short, not hidden.
    const words = Array.from({ length: 56 }, (_, i) => `word${i}`).join(' ')
    shortStatic = await site((origin) => ({
      '/': html(
        completeHomePage(origin).replace(/<main>[\s\S]*<\/main>/, `<main><p>${words}</p></main>`),
      ),
    }))
    lacking = await site((origin) => ({
      '/': html(
        withJsonLd(origin, {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', name: 'Fixture', url: `${origin}/` },
            { '@type': 'WebSite', url: `${origin}/` },
          ],
        }),
      ),
    }))
  })

  it('tells a valid llms.txt about its broken link, and never replaces it', async () => {
    const result = await check(brokenLink.host)
    const llms = checkOf(result, 'llms-txt')
    expect(llms.status).toBe('warn')
    expect(llms.evidence).toContain(`http://${brokenLink.host}/old-offer`)
    expect(llms.recommendation).toBe(
      `Fix or remove the 1 broken link of /llms.txt: http://${brokenLink.host}/old-offer.`,
    )
    expect(recommendations(result.checks as never).join(' ')).not.toContain('Publish /llms.txt')
    const fixes = fixesOf(result, 'llms-txt')
    expect(fixes).toEqual([
      {
        check: 'llms-txt',
        where: '/llms.txt, in place of these links that do not answer (or remove them)',
        snippet: `http://${brokenLink.host}/old-offer`,
      },
    ])
    for (const fix of result.fixes) expect(fix.snippet).not.toMatch(/\/services\b|\/contact\b/)
  }, 30_000)

  it('does not tell a short static page to render on the server', async () => {
    const result = await check(shortStatic.host)
    expect(result.rendering).toMatchObject({ serverWords: 56, needsJavaScript: false })
    const text = checkOf(result, 'server-text')
    expect(text.status).toBe('warn')
    expect(text.recommendation).toMatch(/^Write more main text on the home page: its 56 words/)
    const shown = recommendations(result.checks as never).join(' ')
    expect(shown).not.toMatch(/render .*on the server|do not run JavaScript/i)
  }, 30_000)

  it('names the missing required property, and gives properties to add, name included', async () => {
    const result = await check(lacking.host)
    expect(result.structuredDataIssues).toEqual([
      { type: 'Organization', missing: ['logo'] },
      { type: 'WebSite', missing: ['name'] },
    ])
    const structured = checkOf(result, 'structured-data')
    expect(structured.status).toBe('fail')
    expect(structured.recommendation).toBe(
      'Add the properties Google requires to your JSON-LD: WebSite lacks name. Add the recommended properties to your JSON-LD: Organization lacks logo.',
    )
    expect(recommendations(result.checks as never).join(' ')).not.toContain(
      'Add schema.org structured data',
    )
    const [fix, ...others] = fixesOf(result, 'structured-data')
    expect(others).toEqual([])
    expect(fix!.where).toMatch(/^your existing JSON-LD .*: add these properties to the item/)
    expect(fix!.snippet).not.toContain('<script')
    const blocks = fix!.snippet.split('\n\n').map((block) => JSON.parse(block) as unknown)
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        logo: `http://${lacking.host}/logo.png`,
      },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Fixture' },
    ])
  }, 30_000)

  it('gives a site without llms.txt a skeleton of its own pages, none made up', async () => {
    const missing = await site(() => ({ '/llms.txt': text('Not found', 'text/plain', 404) }))
    const result = await check(missing.host)
    const [skeleton] = fixesOf(result, 'llms-txt')
    expect(skeleton!.where).toBe(
      `a new file at http://${missing.host}/llms.txt (text/plain or text/markdown)`,
    )
    expect(skeleton!.snippet.split('\n').slice(-3)).toEqual([
      `- [Home](http://${missing.host}/): what visitors find on the home page`,
      `- [/services](http://${missing.host}/services)`,
      `- [/about](http://${missing.host}/about)`,
    ])
  }, 30_000)
})

import { describe, expect, it } from 'vitest'

import { analyseRobots, type RobotsFetch } from './robots'

const ROBOTS_URL = 'https://example.com/robots.txt'
const PAGE = 'https://example.com/'

const ok = (body: string, contentType = 'text/plain'): RobotsFetch => ({
  kind: 'response',
  status: 200,
  contentType,
  body,
  truncated: false,
})

function verdictOf(body: string, token: string, page = PAGE) {
  const analysis = analyseRobots(ok(body), ROBOTS_URL, page)
  const found = analysis.verdicts.find((verdict) => verdict.token === token)
  if (!found) throw new Error(`no verdict for ${token}`)
  return found
}

describe('robots.txt verdicts (RFC 9309)', () => {
  it('lets a named group beat *', () => {
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nAllow: /\n'
    expect(verdictOf(body, 'GPTBot').verdict).toBe('allowed')
    expect(verdictOf(body, 'GPTBot').group).toBe('GPTBot')
    expect(verdictOf(body, 'ClaudeBot').verdict).toBe('disallowed')
    expect(verdictOf(body, 'ClaudeBot').group).toBe('*')
  })

  it('matches product tokens case-insensitively', () => {
    const body = 'User-agent: gptbot\nDisallow: /\n\nUser-agent: CLAUDEBOT\nDisallow: /\n'
    expect(verdictOf(body, 'GPTBot').verdict).toBe('disallowed')
    expect(verdictOf(body, 'ClaudeBot').verdict).toBe('disallowed')
    expect(verdictOf(body, 'PerplexityBot').verdict).toBe('allowed')
  })

  it('lets the longest match win', () => {
    const body = 'User-agent: *\nDisallow: /\nAllow: /index\n'
    expect(verdictOf(body, 'GPTBot', 'https://example.com/index.html').verdict).toBe('allowed')
    expect(verdictOf(body, 'GPTBot', 'https://example.com/index.html').rule).toBe('Allow: /index')
    const reverse = 'User-agent: *\nAllow: /\nDisallow: /private/area\n'
    expect(verdictOf(reverse, 'GPTBot', 'https://example.com/private/area/x').verdict).toBe(
      'disallowed',
    )
  })

  it('lets Allow win a tie', () => {
    const body = 'User-agent: *\nDisallow: /page\nAllow: /page\n'
    expect(verdictOf(body, 'GPTBot', 'https://example.com/page').verdict).toBe('allowed')
  })

  it('treats an empty Disallow as allowing everything', () => {
    const body = 'User-agent: GPTBot\nDisallow:\n\nUser-agent: *\nDisallow: /\n'
    const verdict = verdictOf(body, 'GPTBot')
    expect(verdict.verdict).toBe('allowed')
    expect(verdict.rule).toBeNull()
    expect(verdict.evidence).toContain('No rule matches')
  })

  it('understands the $ and * wildcards', () => {
    const body = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\nDisallow: /$\n'
    expect(verdictOf(body, 'GPTBot', 'https://example.com/files/report.pdf').verdict).toBe(
      'disallowed',
    )
    expect(verdictOf(body, 'GPTBot', 'https://example.com/files/report.pdf?x=1').verdict).toBe(
      'allowed',
    )
    expect(verdictOf(body, 'GPTBot', 'https://example.com/shop?session=42').verdict).toBe(
      'disallowed',
    )
    expect(verdictOf(body, 'GPTBot', 'https://example.com/').verdict).toBe('disallowed')
    expect(verdictOf(body, 'GPTBot', 'https://example.com/about').verdict).toBe('allowed')
  })

  it('shares one group between several user-agent lines', () => {
    const body =
      'User-agent: GPTBot\nUser-agent: ClaudeBot\nUser-agent: PerplexityBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'
    for (const token of ['GPTBot', 'ClaudeBot', 'PerplexityBot']) {
      const verdict = verdictOf(body, token)
      expect(verdict.verdict).toBe('disallowed')
      expect(verdict.evidence).toBe(`Line 4: Disallow: / — group User-agent: ${token} (line 1)`)
    }
    expect(verdictOf(body, 'CCBot').verdict).toBe('allowed')
  })

  it('flags a named group that shadows * with only a Crawl-delay', () => {
    const body =
      'User-agent: *\nDisallow: /private\nDisallow: /admin\n\nUser-agent: GPTBot\nCrawl-delay: 10\n'
    const verdict = verdictOf(body, 'GPTBot', 'https://example.com/private/x')
    expect(verdict.verdict).toBe('allowed')
    expect(verdict.shadowing).toContain('holds only a Crawl-delay')
    expect(verdict.shadowing).toContain('Disallow: /private')
    expect(verdictOf(body, 'ClaudeBot').shadowing).toBeNull()
  })

  it('does not flag a named group that carries its own rules', () => {
    const body = 'User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /drafts\n'
    expect(verdictOf(body, 'GPTBot').shadowing).toBeNull()
  })

  it('reads the rules with the pre-redirect URL', () => {
    // The file came from example.com but redirected to www; rules still apply to example.com.
    const analysis = analyseRobots(
      ok('User-agent: *\nDisallow: /\n'),
      'https://example.com/robots.txt',
      PAGE,
    )
    expect(analysis.verdicts.every((verdict) => verdict.verdict === 'disallowed')).toBe(true)
  })

  it('allows everything on a 4xx', () => {
    const analysis = analyseRobots(
      { kind: 'response', status: 404, contentType: 'text/html', body: 'gone', truncated: false },
      ROBOTS_URL,
      PAGE,
    )
    expect(analysis.status).toBe('unavailable')
    expect(analysis.verdicts.every((verdict) => verdict.verdict === 'allowed')).toBe(true)
    expect(analysis.reason).toContain('HTTP 404')
  })

  it('disallows everything on a 5xx and says why', () => {
    const analysis = analyseRobots(
      { kind: 'response', status: 503, contentType: 'text/plain', body: '', truncated: false },
      ROBOTS_URL,
      PAGE,
    )
    expect(analysis.status).toBe('unreachable')
    expect(analysis.verdicts.every((verdict) => verdict.verdict === 'disallowed')).toBe(true)
    expect(analysis.reason).toContain('HTTP 503')
    expect(analysis.reason).toContain('complete disallow')
  })

  it('disallows everything when robots.txt is unreachable', () => {
    const analysis = analyseRobots(
      { kind: 'error', reason: 'connect', message: 'the connection was refused' },
      ROBOTS_URL,
      PAGE,
    )
    expect(analysis.status).toBe('unreachable')
    expect(analysis.verdicts[0]!.verdict).toBe('disallowed')
    expect(analysis.reason).toContain('the connection was refused')
  })

  it('counts an HTML page at /robots.txt as no robots.txt', () => {
    const html = '<!DOCTYPE html><html><body>User-agent: *<br>Disallow: /</body></html>'
    const analysis = analyseRobots(ok(html, 'text/html; charset=utf-8'), ROBOTS_URL, PAGE)
    expect(analysis.status).toBe('html')
    expect(analysis.verdicts.every((verdict) => verdict.verdict === 'allowed')).toBe(true)
    const sniffed = analyseRobots(ok(html, 'text/plain'), ROBOTS_URL, PAGE)
    expect(sniffed.status).toBe('html')
  })

  it('reports sitemaps and usage signals', () => {
    const body =
      '\uFEFFUser-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\nSitemap: https://example.com/sitemap.xml\n'
    const analysis = analyseRobots(ok(body), ROBOTS_URL, PAGE)
    expect(analysis.sitemaps).toEqual(['https://example.com/sitemap.xml'])
    expect(analysis.usageSignals).toEqual(['Content-Signal: search=yes, ai-train=no'])
    expect(analysis.verdicts.length).toBeGreaterThanOrEqual(20)
  })

  it('accepts a Content-Signal line in every group without changing a verdict', () => {
    const group = (agent: string) =>
      `User-Agent: ${agent}\nAllow: /\nDisallow: /admin\nContent-Signal: search=yes, ai-input=yes, ai-train=yes\n`
    const body = `${['*', 'GPTBot', 'ClaudeBot'].map(group).join('\n')}\nSitemap: https://example.com/sitemap.xml\n`
    const analysis = analyseRobots(ok(body), ROBOTS_URL, PAGE)
    expect(analysis.status).toBe('ok')
    expect(analysis.usageSignals).toEqual([
      'Content-Signal: search=yes, ai-input=yes, ai-train=yes',
    ])
    expect(analysis.shadowing).toEqual([])
    expect(analysis.verdicts.every((verdict) => verdict.verdict === 'allowed')).toBe(true)
    expect(verdictOf(body, 'GPTBot').group).toBe('GPTBot')
    expect(analysis.verdictFor('https://example.com/admin', 'GPTBot').allowed).toBe(false)
  })

  it('drops the half line at the end of a capped file', () => {
    const analysis = analyseRobots(
      {
        kind: 'response',
        status: 200,
        contentType: 'text/plain',
        body: 'User-agent: *\nAllow: /\nDisallow: /',
        truncated: true,
      },
      ROBOTS_URL,
      PAGE,
    )
    expect(analysis.verdicts[0]!.verdict).toBe('allowed')
  })
})

import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/ai-check/route'
import { runCheck } from '@/features/ai-visibility/check'
import { CheckError } from '@/features/ai-visibility/errors'
import type { Fix } from '@/features/ai-visibility/fixes'

import {
  completeHomePage,
  completeSiteRoutes,
  type FixtureRoutes,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'

const sites: FixtureSite[] = []
async function site(routes: FixtureRoutes): Promise<FixtureSite> {
  const started = await startFixtureSite(routes)
  sites.push(started)
  return started
}
afterAll(async () => {
  await Promise.all(sites.map((entry) => entry.close()))
})

let ipCounter = 0
async function check(domain: string) {
  const response = await POST(
    new Request('http://localhost/api/ai-check', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.102.${++ipCounter}`,
      },
      body: JSON.stringify({ domain }),
    }),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean
      message: string
      result?: { aiVisibilityScore: number; fixes: Fix[] }
    },
  }
}

const html = (body: string) => text(body, 'text/html; charset=utf-8')

/** A site that shuts GPTBot out and has no meta description, llms.txt or sitemap. */
function gappedSiteRoutes(origin: () => string): FixtureRoutes {
  return {
    '/robots.txt': text('User-agent: *\nDisallow: /basket\n\nUser-agent: GPTBot\nDisallow: /\n'),
    '/': (request, response) =>
      html(
        completeHomePage(origin()).replace(
          /<meta name="description"[^>]*>/,
          '<meta name="keywords" content="shoes">',
        ),
      )(request, response),
  }
}

describe('fixes to paste', () => {
  let gapped: FixtureSite
  let complete: FixtureSite
  beforeAll(async () => {
    gapped = await site(gappedSiteRoutes(() => `http://${gapped.host}`))
    complete = await site(completeSiteRoutes(() => `http://${complete.host}`))
  })

  it('answers a fix beside each failing check that one can mend', async () => {
    const { status, body } = await check(gapped.host)
    expect(status).toBe(200)
    const fixes = body.result!.fixes
    const byCheck = (id: string) => fixes.filter((fix) => fix.check === id)
    expect(byCheck('gptbot')).toEqual([
      {
        check: 'gptbot',
        where: 'robots.txt',
        snippet: 'User-agent: GPTBot\nAllow: /\nDisallow: /basket',
      },
    ])
    expect(byCheck('meta-tags')[0]!.snippet).toBe(
      '<meta name="description" content="AI-native websites.">',
    )
    expect(byCheck('llms-txt')[0]!.snippet).toMatch(/^# Fixture\n\n> AI-native websites\.\n/)
    expect(byCheck('sitemap')[0]!.snippet).toContain(`Sitemap: http://${gapped.host}/sitemap.xml`)
  }, 30_000)

  it('answers no fixes for a site that passes every check', async () => {
    const { body } = await check(complete.host)
    expect(body.result!.aiVisibilityScore).toBe(100)
    expect(body.result!.fixes).toEqual([])
  }, 30_000)
})

describe('a domain that does not resolve', () => {
  const failing = (code: string) => async () => {
    throw Object.assign(new Error(`getaddrinfo ${code}`), { code })
  }
  const run = (domain: string, code: string) =>
    runCheck(domain, {
      allowedHosts: [],
      userAgent: 'AIVisibilityChecker/test',
      resolve: failing(code),
    }).then(
      () => null,
      (error: unknown) => error as CheckError,
    )

  it('asks to try again after a temporary DNS failure', async () => {
    const error = await run('shop.example.com', 'EAI_AGAIN')
    expect(error).toBeInstanceOf(CheckError)
    expect(error!.status).toBe(502)
    expect(error!.message).toBe(
      'shop.example.com could not be resolved right now: DNS did not answer. Please try again in a minute.',
    )
  })

  it('says a name with no address records was not found in DNS', async () => {
    const error = await run('no-such-shop.com', 'ENOTFOUND')
    expect(error!.status).toBe(502)
    expect(error!.message).toBe(
      'no-such-shop.com was not found in DNS: the name has no address records. Check that it is spelt as you meant and registered.',
    )
  })

  it('points out a likely typo in the top-level domain', async () => {
    const error = await run('shop.con', 'ENOTFOUND')
    expect(error!.status).toBe(400)
    expect(error!.message).toBe(
      'shop.con was not found in DNS, and .con looks like a typo. Did you mean shop.com?',
    )
  })

  it('answers the route with the reason and success false', async () => {
    const { status, body } = await check('nothing-here.invalid')
    expect(status).toBe(400)
    expect(body).toEqual({
      success: false,
      code: 'invalid_domain',
      message:
        'nothing-here.invalid was not found in DNS: .invalid names are reserved and never resolve on the internet.',
    })
  }, 30_000)
})

const exec = promisify(execFile)
const cli = (...args: string[]) =>
  exec('node', ['--import', 'tsx', path.resolve('scripts/check.ts'), ...args], {
    cwd: path.resolve('.'),
  }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  )

describe('npm run check --format', () => {
  let gapped: FixtureSite
  beforeAll(async () => {
    gapped = await site(gappedSiteRoutes(() => `http://${gapped.host}`))
  })

  it('writes SARIF 2.1.0 with a result per failing check', async () => {
    const done = await cli(gapped.host, '--allow-host', '127.0.0.1', '--format', 'sarif')
    expect(done.code).toBe(0)
    const sarif = JSON.parse(done.stdout) as {
      version: string
      runs: {
        tool: { driver: { name: string; rules: { id: string }[] } }
        results: { ruleId: string; level: string; locations: unknown[] }[]
      }[]
    }
    expect(sarif.version).toBe('2.1.0')
    const [run] = sarif.runs
    expect(run!.tool.driver.rules.map((rule) => rule.id)).toContain('gptbot')
    expect(run!.results).toContainEqual(
      expect.objectContaining({
        ruleId: 'gptbot',
        level: 'error',
        locations: [{ physicalLocation: { artifactLocation: { uri: `http://${gapped.host}/` } } }],
      }),
    )
  }, 30_000)

  it('writes JUnit XML and keeps --fail-under', async () => {
    const done = await cli(
      gapped.host,
      '--allow-host',
      '127.0.0.1',
      '--format',
      'junit',
      '--fail-under',
      '101',
    )
    expect(done.code).toBe(1)
    expect(done.stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites /)
    expect(done.stdout).toMatch(/\[gptbot\]">\n\s+<failure type="fail"/)
  }, 30_000)

  it('refuses an unknown format, and reports an unresolvable name in the chosen one', async () => {
    expect((await cli(gapped.host, '--format', 'yaml')).code).toBe(2)
    const done = await cli('nothing-here.invalid', '--format', 'sarif')
    expect(done.code).toBe(2)
    const sarif = JSON.parse(done.stdout) as {
      runs: { invocations: { executionSuccessful: boolean }[] }[]
    }
    expect(sarif.runs[0]!.invocations[0]!.executionSuccessful).toBe(false)
  }, 30_000)
})

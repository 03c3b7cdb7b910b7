import { describe, expect, it } from 'vitest'

import { mcpServerName } from './info'
import { SERVER_CARD_SCHEMA, serverCard, serverCardResponse } from './serverCard'

/** The v1 server-card schema's rules for the fields the card uses; it allows no other field. */
const CARD_FIELDS = ['$schema', 'name', 'version', 'description', 'title', 'websiteUrl', 'remotes']
const REMOTE_FIELDS = ['type', 'url', 'headers', 'variables', 'supportedProtocolVersions']

describe('the MCP server card', () => {
  const card = serverCard('https://www.example.co.uk')

  it('has the v1 schema’s required fields, within their limits', () => {
    expect(card.$schema).toBe(SERVER_CARD_SCHEMA)
    expect(card.$schema).toMatch(
      /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/v1\/server-card\.schema\.json$/,
    )
    expect(card.name).toBe('uk.co.example.www/site')
    expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/)
    expect(card.name.length).toBeGreaterThanOrEqual(3)
    expect(card.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(card.description.length).toBeGreaterThan(0)
    expect(card.description.length).toBeLessThanOrEqual(100)
    expect(card.title.length).toBeLessThanOrEqual(100)
    for (const key of Object.keys(card)) expect(CARD_FIELDS).toContain(key)
  })

  it('names the streamable-http remote at the site’s own URL', () => {
    expect(card.websiteUrl).toBe('https://www.example.co.uk')
    expect(card.remotes).toEqual([
      {
        type: 'streamable-http',
        url: 'https://www.example.co.uk/mcp',
        supportedProtocolVersions: expect.arrayContaining(['2025-11-25', '2025-06-18']),
      },
    ])
    const [remote] = card.remotes
    for (const key of Object.keys(remote!)) expect(REMOTE_FIELDS).toContain(key)
    expect(remote!.url).toMatch(/^https?:\/\/[^\s]+$/)
    // Streamable HTTP is the transport of 2025-03-26 and later.
    expect(remote!.supportedProtocolVersions.every((version) => version >= '2025-03-26')).toBe(true)
  })

  it('names the server in reverse-DNS form from any host SITE_URL may have', () => {
    expect(mcpServerName('http://localhost:3000')).toBe('localhost/site')
    expect(mcpServerName('http://127.0.0.1:3100')).toBe('1.0.0.127/site')
    expect(mcpServerName('http://[::1]:3000')).toMatch(/^[a-zA-Z0-9.-]+\/site$/)
  })

  it('is served to any page, with its media type', async () => {
    const response = serverCardResponse()
    expect(response.headers.get('content-type')).toBe('application/mcp-server-card+json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual(serverCard())
  })
})

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  BODY_LIMITS,
  BODY_LIMIT_ROUTES,
  LARGEST_BODY,
  bodyLimit,
  bodyTooLargeMessage,
  formatBytes,
} from './bodyLimits'

describe('the table of body limits', () => {
  it('gives each route its limit', () => {
    expect(bodyLimit('POST', '/api/admin/login')).toBe(BODY_LIMITS.smallJson)
    expect(bodyLimit('PATCH', '/api/admin/contact-messages/12')).toBe(BODY_LIMITS.smallJson)
    expect(bodyLimit('POST', '/api/ai-check')).toBe(BODY_LIMITS.smallJson)
    expect(bodyLimit('POST', '/api/ai-check/monitor')).toBe(BODY_LIMITS.smallJson)
    expect(bodyLimit('POST', '/api/clavius-waitlist')).toBe(BODY_LIMITS.smallJson)
    expect(bodyLimit('POST', '/api/contact-message')).toBe(BODY_LIMITS.enquiry)
    expect(bodyLimit('POST', '/mcp')).toBe(BODY_LIMITS.mcp)
    expect(bodyLimit('POST', '/api/admin/blog/upload-image')).toBe(BODY_LIMITS.base64Upload)
    expect(bodyLimit('PUT', '/api/admin/blog/4')).toBe(BODY_LIMITS.post)
    expect(bodyLimit('POST', '/api/media')).toBe(BODY_LIMITS.upload)
    expect(bodyLimit('PATCH', '/api/posts/3?draft=true&autosave=true')).toBe(BODY_LIMITS.post)
    expect(bodyLimit('POST', '/api/contact-messages')).toBe(BODY_LIMITS.payload)
    expect(bodyLimit('POST', '/api/admins/login')).toBe(BODY_LIMITS.payload)
    expect(bodyLimit('POST', '/api/globals/offers')).toBe(BODY_LIMITS.payload)
    expect(bodyLimit('POST', '/cms/collections/posts/3')).toBe(BODY_LIMITS.post)
    expect(bodyLimit('POST', '/contact')).toBe(BODY_LIMITS.enquiry)
    expect(bodyLimit('POST', 'http://127.0.0.1:3000/api/posts')).toBe(BODY_LIMITS.post)
  })

  it('takes no body on GET, HEAD or OPTIONS', () => {
    for (const method of ['GET', 'head', 'OPTIONS']) {
      expect(bodyLimit(method, '/api/posts')).toBe(0)
    }
  })

  it('reads the path as the router does: no spelling borrows a larger limit', () => {
    expect(bodyLimit('POST', '/api/posts/../contact-messages')).toBe(BODY_LIMITS.payload)
    expect(bodyLimit('POST', '/api/%70osts')).toBe(BODY_LIMITS.post)
    expect(bodyLimit('POST', '/api/media/../../contact')).toBe(BODY_LIMITS.enquiry)
    expect(bodyLimit('POST', '/%63ms/x')).toBe(BODY_LIMITS.post)
  })

  it('keeps every limit within the largest, which Next is given', () => {
    expect(LARGEST_BODY).toBe(BODY_LIMITS.post)
    for (const limit of Object.values(BODY_LIMITS)) expect(limit).toBeLessThanOrEqual(LARGEST_BODY)
  })

  it('says the limit in KB or MB', () => {
    expect(bodyTooLargeMessage(64 * 1024)).toBe('The request body is larger than 64 KB.')
    expect(bodyTooLargeMessage(8 * 1024 * 1024)).toBe('The request body is larger than 8 MB.')
    expect(bodyTooLargeMessage(0)).toBe('This request takes no body.')
  })
})

describe('docs/security.md', () => {
  it('shows the table as the code has it', () => {
    const docs = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/security.md'),
      'utf8',
    )
    const rows = new Map(
      docs
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .map((cells) => [cells[1], cells[2]] as const),
    )
    for (const { door, limit } of BODY_LIMIT_ROUTES) {
      expect(rows.get(door), door).toBe(formatBytes(BODY_LIMITS[limit]))
    }
    expect(rows.get("Next's server actions and proxy (the largest)")).toBe(
      formatBytes(LARGEST_BODY),
    )
  })
})

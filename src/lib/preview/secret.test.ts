import { describe, expect, it } from 'vitest'

import { isPreviewSecret, previewSecret, previewUrl, safePreviewPath } from './secret'

describe('draft-preview secret', () => {
  it('accepts the secret derived from the Payload secret and nothing else', () => {
    const secret = previewSecret('payload-secret-one')
    expect(isPreviewSecret(secret, 'payload-secret-one')).toBe(true)
    expect(isPreviewSecret(secret, 'payload-secret-two')).toBe(false)
    expect(isPreviewSecret('', 'payload-secret-one')).toBe(false)
    expect(isPreviewSecret(null, 'payload-secret-one')).toBe(false)
    expect(isPreviewSecret(`${secret}x`, 'payload-secret-one')).toBe(false)
  })

  it('keeps the redirect on this site', () => {
    expect(safePreviewPath('/blog/a-post')).toBe('/blog/a-post')
    expect(safePreviewPath('//evil.example/x')).toBe('/')
    expect(safePreviewPath('https://evil.example/')).toBe('/')
    expect(safePreviewPath('/\\evil.example')).toBe('/')
    expect(safePreviewPath(null)).toBe('/')
  })

  it('sends a path with anything but printable ASCII home', () => {
    expect(safePreviewPath('/blog?search=a%20b#top')).toBe('/blog?search=a%20b#top')
    for (const path of ['/\u0001', '/\u0000', '/\u007f', '/\uff0f', '/a b', '/x\r\nSet-Cookie:a']) {
      expect(safePreviewPath(path)).toBe('/')
    }
  })

  it('builds the preview address with the secret and the path', () => {
    const url = new URL(previewUrl('s', '/blog/x'), 'http://site.test')
    expect(url.pathname).toBe('/api/draft-preview')
    expect(url.searchParams.get('path')).toBe('/blog/x')
    expect(isPreviewSecret(url.searchParams.get('secret'), 's')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'

import {
  checkImageDataUri,
  IMAGE_PICKER_ACCEPT,
  IMAGE_TOO_LARGE,
  isStrictBase64,
  MAX_IMAGE_BASE64,
  NOT_AN_IMAGE,
} from './images'

describe('isStrictBase64', () => {
  it('accepts whole quads with padding only at the end', () => {
    for (const text of ['QQ==', 'QUI=', 'QUJD', 'QUJDRA==']) expect(isStrictBase64(text)).toBe(true)
  })

  it('refuses empty text, loose quads, inner padding, whitespace and URL-safe letters', () => {
    for (const text of ['', 'QQ', 'QQ=', 'Q===', 'QQ==QUJD', 'QU JD', 'QUJD\n', 'QU-_']) {
      expect(isStrictBase64(text), JSON.stringify(text)).toBe(false)
    }
  })
})

describe('checkImageDataUri', () => {
  it('reads the declared type and the base64 text of an accepted image type', () => {
    expect(checkImageDataUri('data:image/avif;base64,QUJD')).toEqual({
      ok: true,
      value: { mimeType: 'image/avif', base64: 'QUJD' },
    })
    expect(checkImageDataUri('data:IMAGE/PNG;BASE64,QUJD')).toMatchObject({
      ok: true,
      value: { mimeType: 'image/png' },
    })
  })

  it('refuses SVG, HTML and other types', () => {
    for (const uri of [
      'data:image/svg+xml;base64,QUJD',
      'data:text/html;base64,QUJD',
      'data:image/bmp;base64,QUJD',
      'data:;base64,QUJD',
    ]) {
      expect(checkImageDataUri(uri)).toEqual({ ok: false, reason: NOT_AN_IMAGE })
    }
  })

  it('refuses data that is not base64, and base64 that is not the last parameter', () => {
    expect(checkImageDataUri('data:image/png,QUJD')).toMatchObject({ ok: false })
    expect(checkImageDataUri('data:image/png;base64;x=y,QUJD')).toMatchObject({ ok: false })
    expect(checkImageDataUri('data:image/png;base64,QU*D')).toMatchObject({ ok: false })
    expect(checkImageDataUri('data:image/png;base64')).toMatchObject({ ok: false })
  })

  it('refuses more base64 than 5 MB of image needs', () => {
    const uri = `data:image/png;base64,${'A'.repeat(MAX_IMAGE_BASE64 + 4)}`
    expect(checkImageDataUri(uri)).toEqual({ ok: false, reason: IMAGE_TOO_LARGE })
  })
})

it('offers the picker exactly the accepted types', () => {
  expect(IMAGE_PICKER_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/gif,image/avif')
})

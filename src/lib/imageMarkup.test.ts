import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { png } from '../../tests/support/png'

import { holdsMarkup } from './imageMarkup'
import { IMAGE_MIME_TYPES, type ImageMimeType } from './images'

const seedDir = path.resolve(import.meta.dirname, '../seed/images')

async function typeOf(bytes: Buffer): Promise<ImageMimeType> {
  return (await fileTypeFromBuffer(bytes))!.mime as ImageMimeType
}

/** Random pixels compress worst: the densest chance of markup spelled by accident. */
function noise(width: number, height: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0
    pixels[i] = state >>> 24
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

const FORMATS = { png: 'png', jpeg: 'jpeg', webp: 'webp', gif: 'gif', avif: 'avif' } as const
/** The fastest AVIF encoder setting: at the default effort these noise images took ten seconds. */
const encoderOptions = (format: string) => (format === 'avif' ? { effort: 0 } : {})

describe('holdsMarkup', () => {
  it('passes the seed images', async () => {
    const files = readdirSync(seedDir)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const bytes = readFileSync(path.join(seedDir, file))
      expect(holdsMarkup(bytes, await typeOf(bytes)), file).toBe(false)
    }
  })

  it('passes photos of every accepted type, with EXIF, ICC and XMP metadata', async () => {
    for (const seed of [1, 2]) {
      for (const format of Object.values(FORMATS)) {
        const plain = await noise(640, 480, seed)
          .toFormat(format, encoderOptions(format))
          .toBuffer()
        const tagged = await noise(320, 240, seed + 10)
          .toFormat(format, encoderOptions(format))
          .withMetadata()
          .withExif({ IFD0: { Copyright: 'The Agency', Software: 'Editor 1.0' } })
          .withXmp(
            '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about=""/></rdf:RDF></x:xmpmeta>',
          )
          .toBuffer()
        for (const bytes of [plain, tagged]) {
          const type = await typeOf(bytes)
          expect(IMAGE_MIME_TYPES).toContain(type)
          expect(holdsMarkup(bytes, type), `${format} seed ${seed}`).toBe(false)
        }
      }
    }
  }, 60_000)

  it('passes the test fixtures', () => {
    for (const bytes of [png(64, 32), png(1, 1), png(300, 200, { text: 'A caption, 2026' })]) {
      expect(holdsMarkup(bytes, 'image/png')).toBe(false)
    }
  })

  it('refuses any tag, handler or script link outside the pixel data', () => {
    for (const markup of [
      '<img src=x onerror=alert(1)>',
      '<a href=javascript:alert(1)>x</a>',
      '<meta http-equiv=refresh content="0;url=https://evil.example">',
      '<b>bold</b>',
      '</p>',
      '<!-- x -->',
      '<?xml version="1.0"?>',
      'x onmouseover = alert(1)',
    ]) {
      expect(holdsMarkup(png(8, 8, { text: markup }), 'image/png'), markup).toBe(true)
      expect(holdsMarkup(png(8, 8, { trailer: markup }), 'image/png'), markup).toBe(true)
    }
  })

  it('refuses markup in the metadata and after the end of every type', async () => {
    for (const format of Object.values(FORMATS)) {
      const image = await noise(64, 48, 3).toFormat(format).toBuffer()
      const type = await typeOf(image)
      const trailer = Buffer.concat([image, Buffer.from('<img src=x onerror=alert(1)>')])
      expect(holdsMarkup(trailer, type), `${format} trailer`).toBe(true)
      // GIF keeps no EXIF; AVIF keeps it among the coded data, read only for the long tags.
      if (format === 'gif' || format === 'avif') continue
      const exif = await noise(64, 48, 3)
        .toFormat(format)
        .withExif({ IFD0: { ImageDescription: '<img src=x onerror=alert(1)>' } })
        .toBuffer()
      expect(holdsMarkup(exif, await typeOf(exif)), `${format} EXIF`).toBe(true)
    }
  })

  it('reads a file whose structure breaks as text from there on', () => {
    const broken = Buffer.concat([png(8, 8).subarray(0, 40), Buffer.from('<b>')])
    expect(holdsMarkup(broken, 'image/png')).toBe(true)
  })
})

import type { ImageMimeType } from './images'

/**
 * Finds markup a browser would act on inside an image, if it ever took the file for a page.
 *
 * Compressed pixel data is random-looking bytes: over a few megabytes it spells `<a`, `<b `
 * or even `onxy=` by chance (measured on photos of noise: dozens of `<tag` matches per file),
 * so a filter strict enough to catch `<img onerror=…>` cannot read it. The file is therefore
 * split along its own structure:
 * - text: everything outside the pixel data and the binary metadata (PNG text and unknown
 *   chunks but compressed ones, JPEG comments, GIF comment and text extensions, unknown WebP chunks, and anything
 *   after the end of the image). Any `<tag`, `<!`, `</`, `<?`, `on…=` handler, `javascript:` or
 *   `http-equiv` there is refused.
 * - metadata: EXIF, ICC profiles and XMP (itself XML, so `<x:xmpmeta>` is expected), and the
 *   structural chunks (palettes, frame headers). Binary, with short random runs: the HTML tags
 *   that run code, load or redirect, handlers, `javascript:` and `http-equiv` are refused.
 * - pixels: the compressed image data (in AVIF the whole `mdat` box, EXIF and XMP items
 *   included), where only the long tags of the old filter are looked for.
 * A file whose structure cannot be followed is text from the point where it breaks.
 */
type Kind = 'text' | 'metadata' | 'pixels'
type Region = { kind: Kind; start: number; end: number }

const ANY_MARKUP = /<[a-zA-Z!/?]|\bon[a-z]+\s*=|javascript:|http-equiv/i
const ACTIVE_MARKUP =
  /<(?:script|html|head|body|iframe|frame|frameset|svg|math|object|embed|applet|img|image|video|audio|source|meta|link|style|base|form|input|button|textarea|select|details|marquee|template|portal|!doctype|\?php|!--)[\s/>]|\bon[a-z]+\s*=|javascript:|http-equiv/i
const LONG_TAGS = /<(?:script|html|body|iframe|svg|object|embed|!doctype|\?php)[\s/>]/i

const PATTERNS: Record<Kind, RegExp> = {
  text: ANY_MARKUP,
  metadata: ACTIVE_MARKUP,
  pixels: LONG_TAGS,
}

/** Whether `bytes` hold markup, read as latin1 (one character per byte). */
export function holdsMarkup(bytes: Buffer, mimeType: ImageMimeType): boolean {
  return regions(bytes, mimeType).some(({ kind, start, end }) =>
    PATTERNS[kind].test(bytes.toString('latin1', start, end)),
  )
}

function regions(bytes: Buffer, mimeType: ImageMimeType): Region[] {
  const found: Region[] = []
  let end = 0
  try {
    end = STRUCTURE[mimeType](bytes, (kind, start, stop) => {
      found.push({ kind, start, end: Math.min(stop, bytes.length) })
    })
  } catch {
    end = found.reduce((last, region) => Math.max(last, region.end), 0)
  }
  // What follows the image (or where its structure broke) is read as text.
  if (end < bytes.length) found.push({ kind: 'text', start: end, end: bytes.length })
  // The old, narrow filter still reads the whole file.
  found.push({ kind: 'pixels', start: 0, end: bytes.length })
  return found
}

type Emit = (kind: Kind, start: number, end: number) => void
/** Walks a file, emitting its regions; answers where the image ends. Throws on a broken file. */
type Walker = (bytes: Buffer, emit: Emit) => number

function need(bytes: Buffer, end: number): void {
  if (end > bytes.length) throw new RangeError('truncated')
}

const PNG_PIXELS = new Set(['IDAT', 'fdAT'])
const PNG_METADATA = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'eXIf',
  // Compressed text: deflate output, which no browser would read as markup.
  'zTXt',
  'tIME',
  'acTL',
  'fcTL',
  'IEND',
])

const png: Walker = (bytes, emit) => {
  let at = 8
  for (;;) {
    need(bytes, at + 8)
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const data = at + 8
    const next = data + length + 4
    need(bytes, next)
    emit('metadata', at, data)
    if (PNG_PIXELS.has(type)) emit('pixels', data, data + length)
    else if (type === 'iTXt' && bytes.toString('latin1', data, data + 18) === 'XML:com.adobe.xmp\0')
      emit('metadata', data, data + length)
    else if (PNG_METADATA.has(type)) emit('metadata', data, data + length)
    else emit('text', data, data + length)
    if (type === 'IEND') return next
    at = next
  }
}

const jpeg: Walker = (bytes, emit) => {
  let at = 2
  for (;;) {
    need(bytes, at + 2)
    if (bytes[at] !== 0xff) throw new RangeError('not a marker')
    const marker = bytes[at + 1]!
    if (marker === 0xd9) return at + 2
    if (marker === 0xff) {
      at += 1
      continue
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    need(bytes, at + 4)
    const length = bytes.readUInt16BE(at + 2)
    const end = at + 2 + length
    need(bytes, end)
    // COM segments are free text; APPn hold EXIF, ICC and XMP; the rest are tables.
    emit(marker === 0xfe ? 'text' : 'metadata', at, end)
    at = end
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor RSTn.
      const start = at
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1]!
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break
        }
        at += 1
      }
      emit('pixels', start, at)
    }
  }
}

function gifSubBlocks(bytes: Buffer, at: number): number {
  for (;;) {
    need(bytes, at + 1)
    const size = bytes[at]!
    at += 1 + size
    if (size === 0) return at
  }
}

const gif: Walker = (bytes, emit) => {
  need(bytes, 13)
  const flags = bytes[10]!
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  emit('metadata', 0, at)
  for (;;) {
    need(bytes, at + 1)
    const block = bytes[at]!
    if (block === 0x3b) return at + 1
    if (block === 0x21) {
      need(bytes, at + 2)
      const label = bytes[at + 1]!
      const end = gifSubBlocks(bytes, at + 2)
      // Comment (0xFE) and plain-text (0x01) extensions are text; the rest (graphic control,
      // application blocks such as NETSCAPE2.0 and XMP) are metadata.
      emit(label === 0xfe || label === 0x01 ? 'text' : 'metadata', at, end)
      at = end
    } else if (block === 0x2c) {
      need(bytes, at + 10)
      const local = bytes[at + 9]!
      const header = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1
      emit('metadata', at, header)
      const end = gifSubBlocks(bytes, header)
      emit('pixels', header, end)
      at = end
    } else {
      throw new RangeError('unknown GIF block')
    }
  }
}

const WEBP_PIXELS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF'])
const WEBP_METADATA = new Set(['VP8X', 'ANIM', 'ICCP', 'EXIF', 'XMP '])

const webp: Walker = (bytes, emit) => {
  need(bytes, 12)
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4))
  emit('metadata', 0, 12)
  let at = 12
  while (at + 8 <= riffEnd) {
    const type = bytes.toString('latin1', at, at + 4)
    const length = bytes.readUInt32LE(at + 4)
    const data = at + 8
    const end = data + length + (length % 2)
    need(bytes, data + length)
    emit('metadata', at, data)
    emit(
      WEBP_PIXELS.has(type) ? 'pixels' : WEBP_METADATA.has(type) ? 'metadata' : 'text',
      data,
      data + length,
    )
    at = end
  }
  return Math.min(at, bytes.length)
}

/** ISO base media boxes (AVIF): `mdat` holds the coded images (and any EXIF/XMP items). */
const avif: Walker = (bytes, emit) => {
  let at = 0
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    let header = 8
    if (size === 1) {
      need(bytes, at + 16)
      size = Number(bytes.readBigUInt64BE(at + 8))
      header = 16
    } else if (size === 0) {
      size = bytes.length - at
    }
    if (size < header) throw new RangeError('bad box')
    const end = at + size
    need(bytes, end)
    emit('metadata', at, at + header)
    emit(type === 'mdat' ? 'pixels' : 'metadata', at + header, end)
    at = end
  }
  return at
}

const STRUCTURE: Record<ImageMimeType, Walker> = {
  'image/png': png,
  'image/jpeg': jpeg,
  'image/gif': gif,
  'image/webp': webp,
  'image/avif': avif,
}

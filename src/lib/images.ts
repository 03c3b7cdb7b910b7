/**
 * The images the site takes, in one place for the upload picker, the form schema, the upload
 * handler and the Media collection. Raster formats only: SVG is text that can carry scripts.
 * Client-safe: no Node APIs.
 */
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number]

export const IMAGE_EXTENSIONS: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

/** For an <input type="file" accept>. */
export const IMAGE_PICKER_ACCEPT = IMAGE_MIME_TYPES.join(',')
export const IMAGE_TYPE_NAMES = 'PNG, JPEG, WebP, GIF and AVIF'
export const NOT_AN_IMAGE = `Only ${IMAGE_TYPE_NAMES} images are accepted.`
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB.'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** The longest base64 text that can decode to MAX_IMAGE_BYTES. */
export const MAX_IMAGE_BASE64 = Math.ceil(MAX_IMAGE_BYTES / 3) * 4

export const isImageMimeType = (value: string): value is ImageMimeType =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(value)

/** Canonical base64: whole quads of the standard alphabet, padding only at the end. */
export const isStrictBase64 = (text: string) =>
  text.length > 0 &&
  text.length % 4 === 0 &&
  /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)

export type ImageDataUri = { mimeType: ImageMimeType; base64: string }

export type DataUriCheck = { ok: true; value: ImageDataUri } | { ok: false; reason: string }

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s

/**
 * Reads `data:image/<type>;base64,<data>` for an accepted type. The bytes are not looked at
 * here (the server sniffs them); this settles the scheme, the declared type, the size and the
 * base64 text itself.
 */
export function checkImageDataUri(value: string): DataUriCheck {
  const match = DATA_URI.exec(value)
  if (!match) return { ok: false, reason: 'The data URI is malformed.' }
  const mimeType = (match[1] ?? '').toLowerCase()
  if (!isImageMimeType(mimeType)) return { ok: false, reason: NOT_AN_IMAGE }
  // base64 is the last parameter of a data URI; without it the data is percent-encoded text.
  const parameters = (match[2] ?? '').toLowerCase().split(';').filter(Boolean)
  if (parameters.at(-1) !== 'base64') {
    return { ok: false, reason: 'The image data URI must be base64-encoded (;base64,).' }
  }
  const base64 = match[3] ?? ''
  if (base64.length > MAX_IMAGE_BASE64) return { ok: false, reason: IMAGE_TOO_LARGE }
  if (!isStrictBase64(base64)) {
    return { ok: false, reason: 'The image data URI does not hold valid base64.' }
  }
  return { ok: true, value: { mimeType, base64 } }
}

export const isDataUri = (value: string) => /^data:/i.test(value)

/** The longest hero image value: an image data URI of 5 MB with its prefix. */
export const MAX_HERO_IMAGE_LENGTH = MAX_IMAGE_BASE64 + 64

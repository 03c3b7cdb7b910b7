import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { ApiError } from '@/lib/http/errors'

import { holdsMarkup } from './imageMarkup'
import {
  IMAGE_EXTENSIONS,
  IMAGE_TOO_LARGE,
  type ImageMimeType,
  isImageMimeType,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
} from './images'

/** 8000 × 5000: far above any hero image, far below what a decompression bomb declares. */
export const MAX_IMAGE_PIXELS = 40_000_000

export const TOO_MANY_PIXELS = 'The image is too large: at most 40 megapixels (e.g. 8000 × 5000).'
export const UNREADABLE_IMAGE = 'The image could not be read. Export it again and retry.'
export const MARKUP_IN_IMAGE =
  'The image contains HTML or script text and was refused. Export it again from an image editor.'

/**
 * Checks an image whose magic number already says it is a raster format: its header must be
 * readable and declare at most MAX_IMAGE_PIXELS (a few bytes can declare 50000 × 50000 pixels,
 * gigabytes once decoded, and every later resize would decode it), and it may hold no markup.
 * Only the header is parsed here; nothing is decoded.
 */
export async function assertSafeImage(bytes: Buffer, mimeType: ImageMimeType): Promise<void> {
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata())
  } catch {
    throw new ApiError(400, UNREADABLE_IMAGE, undefined, 'invalid_image')
  }
  if (!width || !height) throw new ApiError(400, UNREADABLE_IMAGE, undefined, 'invalid_image')
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ApiError(400, TOO_MANY_PIXELS, undefined, 'invalid_image')
  // A file that is both an image and an HTML document (a polyglot) is refused, not stored.
  if (holdsMarkup(bytes, mimeType))
    throw new ApiError(400, MARKUP_IN_IMAGE, undefined, 'invalid_image')
}

/**
 * The one upload policy, for every way an image arrives (the dashboard, Payload's REST API, the
 * /cms panel, a hero image given as a data URI): at most 5 MB (413), a raster type the bytes
 * themselves prove (a declared type or file name is only a hint; SVG has no magic number and is
 * refused with every other non-image), then `assertSafeImage`. Answers the detected type and the
 * extension the file is stored under.
 */
export async function checkImageUpload(
  bytes: Buffer,
): Promise<{ mimeType: ImageMimeType; extension: string }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ApiError(413, IMAGE_TOO_LARGE)
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !isImageMimeType(detected.mime))
    throw new ApiError(400, NOT_AN_IMAGE, undefined, 'invalid_image')
  await assertSafeImage(bytes, detected.mime)
  return { mimeType: detected.mime, extension: IMAGE_EXTENSIONS[detected.mime] }
}

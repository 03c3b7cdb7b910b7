import sharp from 'sharp'

import { ApiError } from '@/lib/http/errors'

/** 8000 × 5000: far above any hero image, far below what a decompression bomb declares. */
export const MAX_IMAGE_PIXELS = 40_000_000

export const TOO_MANY_PIXELS = 'The image is too large: at most 40 megapixels (e.g. 8000 × 5000).'
export const UNREADABLE_IMAGE = 'The image could not be read. Export it again and retry.'
export const MARKUP_IN_IMAGE =
  'The image contains HTML or script text and was refused. Export it again from an image editor.'

/**
 * Markup a browser would act on if it ever took the file for a page: a file that is both an image
 * and an HTML document (a polyglot) is refused rather than stored. The tags are specific enough
 * that compressed pixel data practically never spells them by chance.
 */
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|!doctype|\?php)[\s/>]/i

/**
 * Checks an image whose magic number already says it is a raster format: its header must be
 * readable and declare at most MAX_IMAGE_PIXELS (a few bytes can declare 50000 × 50000 pixels,
 * gigabytes once decoded, and every later resize would decode it), and it may hold no markup.
 * Only the header is parsed here; nothing is decoded.
 */
export async function assertSafeImage(bytes: Buffer): Promise<void> {
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
  if (MARKUP.test(bytes.toString('latin1')))
    throw new ApiError(400, MARKUP_IN_IMAGE, undefined, 'invalid_image')
}

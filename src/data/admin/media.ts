import 'server-only'

import path from 'node:path'

import { ApiError, payloadErrorStatus } from '@/lib/http/errors'
import type { AdminContext } from '@/lib/http/requireAdmin'
import {
  checkImageDataUri,
  IMAGE_EXTENSIONS,
  IMAGE_TOO_LARGE,
  isDataUri,
  isStrictBase64,
  MAX_IMAGE_BASE64,
  NOT_AN_IMAGE,
  type ImageMimeType,
} from '@/lib/images'
import { checkImageUpload } from '@/lib/imageSafety'

const INVALID_BASE64 = 'The image data must be base64.'

const invalidImage = (reason: string, details?: Record<string, unknown>) =>
  new ApiError(400, reason, details, 'invalid_image')

function safeBaseName(filename: string): string {
  const base = path.basename(filename.replace(/\\/g, '/')).replace(/\.[^.]*$/, '')
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
  return cleaned || 'image'
}

/**
 * Decodes strict base64 and trusts only the bytes: a declared type is a hint. SVG (text that
 * can carry scripts) has no magic number and is refused with every other non-image.
 */
async function sniffImage(base64: string): Promise<{ bytes: Buffer; mimeType: ImageMimeType }> {
  // Refused before decoding: the text alone shows the decoded size.
  if (base64.length > MAX_IMAGE_BASE64) throw new ApiError(413, IMAGE_TOO_LARGE)
  if (!isStrictBase64(base64)) throw invalidImage(INVALID_BASE64)
  const bytes = Buffer.from(base64, 'base64')
  // Node's decoder ignores stray bits in the last quad; the round trip refuses them too.
  if (bytes.toString('base64') !== base64) throw invalidImage(INVALID_BASE64)
  // The size, the type the bytes prove, pixel bombs and image/HTML polyglots: the same policy
  // as every other upload path.
  const { mimeType } = await checkImageUpload(bytes)
  return { bytes, mimeType }
}

/**
 * A hero image given as a data URI is stored as it is, once its bytes prove to be the accepted
 * image type it declares; URLs pass through (the schema has checked their form).
 */
export async function checkHeroImage(heroImage: string | null | undefined): Promise<void> {
  if (!heroImage || !isDataUri(heroImage)) return
  const reject = (reason: string) => invalidImage(reason, { errors: { heroImage: reason } })
  const parsed = checkImageDataUri(heroImage)
  if (!parsed.ok) throw reject(parsed.reason)
  let sniffed: Awaited<ReturnType<typeof sniffImage>>
  try {
    sniffed = await sniffImage(parsed.value.base64)
  } catch (error) {
    // A field that fails is a 400 like every other field, whatever the upload would answer.
    if (error instanceof ApiError) throw reject(error.message)
    throw error
  }
  if (sniffed.mimeType !== parsed.value.mimeType) {
    throw reject(
      `The image data is ${sniffed.mimeType}, but the data URI declares ${parsed.value.mimeType}.`,
    )
  }
}

/** Stores an uploaded image in Media and answers its URL. */
export async function uploadImage(
  { payload, admin }: AdminContext,
  input: { filename: string; data: string },
): Promise<{ url: string }> {
  const base64 = input.data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '')
  if (base64.length === 0) throw invalidImage(INVALID_BASE64)
  const { bytes, mimeType } = await sniffImage(base64)
  const extension = IMAGE_EXTENSIONS[mimeType]

  try {
    const media = await payload.create({
      collection: 'media',
      data: { alt: '' },
      file: {
        data: bytes,
        mimetype: mimeType,
        name: `${safeBaseName(input.filename)}.${extension}`,
        size: bytes.byteLength,
      },
      user: admin,
      overrideAccess: false,
    })
    if (!media.url) throw new Error('Media saved without a URL')
    return { url: media.url }
  } catch (error) {
    // Payload re-checks the type and dimensions; an image it cannot read is bad input.
    if (payloadErrorStatus(error) === 400) throw invalidImage(NOT_AN_IMAGE)
    throw error
  }
}

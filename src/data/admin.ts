import 'server-only'

import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import { createLocalReq, logoutOperation, type Payload } from 'payload'

import {
  COMPANY_NOT_PROVIDED,
  type AdminMessage,
  type AdminPost,
  type AdminUser,
  type MessageStatus,
} from '@/features/admin/types'
import { ApiError } from '@/lib/http/errors'
import {
  checkImageDataUri,
  IMAGE_EXTENSIONS,
  IMAGE_TOO_LARGE,
  isDataUri,
  isImageMimeType,
  isStrictBase64,
  MAX_IMAGE_BASE64,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  type ImageMimeType,
} from '@/lib/images'
import { assertSafeImage } from '@/lib/imageSafety'
import type { AdminContext } from '@/lib/http/requireAdmin'
import type { PostBody, PostStatus } from '@/lib/validation/post'
import type { Admin, ContactMessage, Post } from '@/payload-types'

import { getPayloadClient } from './payload'

// ---------------------------------------------------------------------------------------------
// Session
// ---------------------------------------------------------------------------------------------

export const INVALID_CREDENTIALS = 'Invalid credentials'

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined

/** Payload's field validation failure (status 400 with a list of field errors). */
function validationErrors(error: unknown): { path: string; message: string }[] | undefined {
  if (statusOf(error) !== 400) return undefined
  const errors = (error as { data?: { errors?: unknown } }).data?.errors
  return Array.isArray(errors) ? (errors as { path: string; message: string }[]) : undefined
}

/** The owner is the first administrator created; the password-only login is theirs. */
async function findOwner(payload: Payload): Promise<Admin | undefined> {
  const { docs } = await payload.find({
    collection: 'admins',
    sort: ['createdAt', 'id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

function lockedError(lockUntil: string | null | undefined): ApiError {
  const seconds = lockUntil ? Math.ceil((Date.parse(lockUntil) - Date.now()) / 1000) : 600
  const retryAfter = Math.min(600, Math.max(1, seconds))
  const minutes = Math.ceil(retryAfter / 60)
  const message = `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  return new ApiError(429, message, { error: message, retryAfter })
}

const invalidCredentials = () =>
  new ApiError(401, INVALID_CREDENTIALS, { error: INVALID_CREDENTIALS })

/**
 * Logs the owner in through Payload, so Payload's lockout counting applies (five failures lock
 * the account for ten minutes; see the Admins collection).
 */
export async function loginOwner(password: string): Promise<{ token: string; payload: Payload }> {
  const payload = await getPayloadClient()
  const owner = await findOwner(payload)
  if (!owner) throw invalidCredentials()
  if (owner.lockUntil && Date.parse(owner.lockUntil) > Date.now())
    throw lockedError(owner.lockUntil)
  try {
    const { token } = await payload.login({
      collection: 'admins',
      data: { email: owner.email, password },
    })
    if (!token) throw invalidCredentials()
    return { token, payload }
  } catch (error) {
    // Duck-typed: a production bundle can hold a second copy of Payload's error classes, so
    // instanceof is unreliable. A refusal (wrong password, or locked by a parallel attempt since
    // the check above) is a 401; the next attempt meets the lock and gets the 429.
    if (statusOf(error) !== 401) throw error
    throw invalidCredentials()
  }
}

export function toAdminUser(admin: Admin): AdminUser {
  return { id: admin.id, name: admin.name, email: admin.email }
}

/** Ends the token's Payload session, so the token stops working at once. */
export async function endSession({ payload, admin }: AdminContext): Promise<void> {
  const req = await createLocalReq({ user: admin as never }, payload)
  await logoutOperation({ collection: payload.collections.admins, req })
}

// ---------------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------------

export function toAdminPost(post: Post): AdminPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt || null,
    content: post.content,
    heroImage: post.heroImage || null,
    category: post.category || null,
    tags: post.tags ?? [],
    metaTitle: post.metaTitle || null,
    metaDescription: post.metaDescription || null,
    status: post.status,
    readTime: post.readTime,
    createdAt: post.createdAt,
    publishedAt: post.publishedAt ?? null,
  }
}

/** Route ids are PostgreSQL serials; anything else cannot exist. */
export function parseId(raw: string, what: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new ApiError(404, `${what} not found`)
  return id
}

/**
 * Room for a 5 MB hero image as a base64 data URI (about 6.7 MB), 200 000 characters of
 * Markdown and the other fields.
 */
export const POST_BODY_LIMIT = 8 * 1024 * 1024

const POST_NOT_FOUND = 'Blog post not found'
const duplicateSlug = (slug: string) =>
  new ApiError(409, `A post with the slug "${slug}" already exists. Choose another slug.`, {
    errors: { slug: 'This slug is already in use' },
  })

async function findPost({ payload, admin }: AdminContext, id: number): Promise<Post> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  if (!docs[0]) throw new ApiError(404, POST_NOT_FOUND)
  return docs[0]
}

async function assertSlugFree({ payload }: AdminContext, slug: string, exceptId?: number) {
  const { totalDocs } = await payload.count({
    collection: 'posts',
    where: exceptId
      ? { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] }
      : { slug: { equals: slug } },
    overrideAccess: true,
  })
  if (totalDocs > 0) throw duplicateSlug(slug)
}

/** Payload's own field checks still run; a unique-slug race reads as 409, the rest as 400. */
function fromValidationError(error: unknown, slug?: string): never {
  const fields = validationErrors(error)
  if (fields) {
    if (slug && fields.some((field) => field.path === 'slug' && /unique/i.test(field.message))) {
      throw duplicateSlug(slug)
    }
    const errors = Object.fromEntries(fields.map((field) => [field.path, field.message]))
    throw new ApiError(400, 'Please check the highlighted fields.', { errors })
  }
  throw error
}

function toPostData(body: PostBody) {
  const blank = (value: string | null | undefined) => (value ? value : null)
  return {
    title: body.title,
    slug: body.slug,
    content: body.content,
    excerpt: blank(body.excerpt),
    heroImage: blank(body.heroImage),
    category: blank(body.category),
    tags: body.tags ?? [],
    metaTitle: blank(body.metaTitle),
    metaDescription: blank(body.metaDescription),
    status: body.status,
    readTime: body.readTime,
    // undefined keeps the stored time; the collection hook sets it on first publish.
    ...(body.publishedAt !== undefined ? { publishedAt: body.publishedAt } : {}),
  }
}

/** Every post in every status, newest first. */
export async function listPosts({ payload, admin }: AdminContext): Promise<AdminPost[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  return docs.map(toAdminPost)
}

export async function createPost(ctx: AdminContext, body: PostBody): Promise<AdminPost> {
  await checkHeroImage(body.heroImage)
  await assertSlugFree(ctx, body.slug)
  try {
    const post = await ctx.payload.create({
      collection: 'posts',
      data: toPostData(body),
      user: ctx.admin,
      overrideAccess: false,
    })
    return toAdminPost(post)
  } catch (error) {
    fromValidationError(error, body.slug)
  }
}

export async function updatePost(
  ctx: AdminContext,
  id: number,
  body: PostBody,
): Promise<AdminPost> {
  await findPost(ctx, id)
  await checkHeroImage(body.heroImage)
  await assertSlugFree(ctx, body.slug, id)
  try {
    const post = await ctx.payload.update({
      collection: 'posts',
      id,
      data: toPostData(body),
      user: ctx.admin,
      overrideAccess: false,
    })
    return toAdminPost(post)
  } catch (error) {
    fromValidationError(error, body.slug)
  }
}

export async function deletePost(ctx: AdminContext, id: number): Promise<void> {
  await findPost(ctx, id)
  await ctx.payload.delete({ collection: 'posts', id, user: ctx.admin, overrideAccess: false })
}

/** Publish sets publishedAt when unset (collection hook); unpublish keeps it for next time. */
export async function setPostStatus(
  ctx: AdminContext,
  id: number,
  status: PostStatus,
): Promise<AdminPost> {
  await findPost(ctx, id)
  const post = await ctx.payload.update({
    collection: 'posts',
    id,
    data: { status },
    user: ctx.admin,
    overrideAccess: false,
  })
  return toAdminPost(post)
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const INVALID_BASE64 = 'The image data must be base64.'

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
  if (!isStrictBase64(base64)) throw new ApiError(400, INVALID_BASE64)
  const bytes = Buffer.from(base64, 'base64')
  // Node's decoder ignores stray bits in the last quad; the round trip refuses them too.
  if (bytes.toString('base64') !== base64) throw new ApiError(400, INVALID_BASE64)
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ApiError(413, IMAGE_TOO_LARGE)
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !isImageMimeType(detected.mime)) throw new ApiError(400, NOT_AN_IMAGE)
  // Pixel bombs and image/HTML polyglots are refused whether uploaded or given as a data URI.
  await assertSafeImage(bytes)
  return { bytes, mimeType: detected.mime }
}

/**
 * A hero image given as a data URI is stored as it is, once its bytes prove to be the accepted
 * image type it declares; URLs pass through (the schema has checked their form).
 */
async function checkHeroImage(heroImage: string | null | undefined): Promise<void> {
  if (!heroImage || !isDataUri(heroImage)) return
  const reject = (status: number, reason: string) =>
    new ApiError(status, reason, { errors: { heroImage: reason } })
  const parsed = checkImageDataUri(heroImage)
  if (!parsed.ok) throw reject(400, parsed.reason)
  let sniffed: Awaited<ReturnType<typeof sniffImage>>
  try {
    sniffed = await sniffImage(parsed.value.base64)
  } catch (error) {
    // A field that fails is a 400 like every other field, whatever the upload would answer.
    if (error instanceof ApiError) throw reject(400, error.message)
    throw error
  }
  if (sniffed.mimeType !== parsed.value.mimeType) {
    throw reject(
      400,
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
  if (base64.length === 0) throw new ApiError(400, INVALID_BASE64)
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
    if (statusOf(error) === 400) {
      throw new ApiError(400, NOT_AN_IMAGE)
    }
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------------

export function toAdminMessage(message: ContactMessage): AdminMessage {
  return {
    id: message.id,
    fullName: message.fullName,
    workEmail: message.workEmail,
    company: message.company?.trim() ? message.company : COMPANY_NOT_PROVIDED,
    planInterest: message.planInterest?.trim() ? message.planInterest : null,
    message: message.message ?? '',
    status: message.status,
    createdAt: message.createdAt,
    // Only present when set, so the fields the dashboard always reads stay as specified.
    ...(message.notificationFailed ? { notificationFailed: true as const } : {}),
  }
}

export async function listMessages({ payload, admin }: AdminContext): Promise<AdminMessage[]> {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  return docs.map(toAdminMessage)
}

export async function setMessageStatus(
  { payload, admin }: AdminContext,
  id: number,
  status: MessageStatus,
): Promise<AdminMessage> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  if (totalDocs === 0) throw new ApiError(404, 'Contact message not found')
  const message = await payload.update({
    collection: 'contact-messages',
    id,
    data: { status },
    user: admin,
    overrideAccess: false,
  })
  return toAdminMessage(message)
}

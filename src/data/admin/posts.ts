import 'server-only'

import { cancelScheduledPublish, scheduledPostIds } from '@/collections/Posts/schedule'
import type { AdminPost } from '@/lib/dto/admin'
import { ApiError, payloadFieldErrors } from '@/lib/http/errors'
import type { AdminContext } from '@/lib/http/requireAdmin'
import type { PostBody, PostStatus } from '@/lib/validation/post'
import type { Post } from '@/payload-types'

import { checkHeroImage } from './media'

/**
 * The dashboard's status is whether the post is live or on its way: `published` for Payload's
 * published status and for a post scheduled to be published (publish with a future
 * publishedAt), `draft` otherwise. Content is the latest version, draft edits from /cms
 * included, so that a save from the dashboard never loses them.
 */
export function toAdminPost(post: Post, status: PostStatus): AdminPost {
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
    status,
    readTime: post.readTime,
    createdAt: post.createdAt,
    publishedAt: post.publishedAt ?? null,
  }
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

/** A post as the dashboard shows it, right after the dashboard changed it. */
async function adminView({ payload }: AdminContext, post: Post): Promise<AdminPost> {
  const scheduled =
    post._status !== 'published' && (await scheduledPostIds(payload, post.id)).has(post.id)
  return toAdminPost(post, post._status === 'published' || scheduled ? 'published' : 'draft')
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

/**
 * Payload's own field checks still run; a unique-slug race reads as 409. Every other failure
 * goes on to the HTTP layer, which answers Payload's validation errors with 400.
 */
function fromSlugRace(error: unknown, slug: string): never {
  const fields = payloadFieldErrors(error)
  if (fields?.some((field) => field.path === 'slug' && /unique/i.test(field.message))) {
    throw duplicateSlug(slug)
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
    // A publish with a future publishedAt is scheduled by the collection's hooks.
    _status: body.status,
    readTime: body.readTime,
    // undefined keeps the stored time; the collection hook sets it on first publish.
    ...(body.publishedAt !== undefined ? { publishedAt: body.publishedAt } : {}),
  }
}

/** Every post in every status, newest first, each at its latest version. */
export async function listPosts({ payload, admin }: AdminContext): Promise<AdminPost[]> {
  const query = { collection: 'posts', pagination: false, depth: 0, user: admin } as const
  const [live, latest, scheduled] = await Promise.all([
    payload.find({ ...query, sort: ['-createdAt', '-id'], overrideAccess: false }),
    payload.find({ ...query, draft: true, overrideAccess: false }),
    scheduledPostIds(payload),
  ])
  const latestById = new Map(latest.docs.map((post) => [post.id, post]))
  return live.docs.map((post) =>
    toAdminPost(
      latestById.get(post.id) ?? post,
      post._status === 'published' || scheduled.has(post.id) ? 'published' : 'draft',
    ),
  )
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
    return await adminView(ctx, post)
  } catch (error) {
    fromSlugRace(error, body.slug)
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
    // The dashboard's status decides anew: a pending schedule goes, and comes back if the
    // post is still published with a future time.
    await cancelScheduledPublish(ctx.payload, id)
    const post = await ctx.payload.update({
      collection: 'posts',
      id,
      data: toPostData(body),
      user: ctx.admin,
      overrideAccess: false,
    })
    return await adminView(ctx, post)
  } catch (error) {
    fromSlugRace(error, body.slug)
  }
}

export async function deletePost(ctx: AdminContext, id: number): Promise<void> {
  await findPost(ctx, id)
  await ctx.payload.delete({ collection: 'posts', id, user: ctx.admin, overrideAccess: false })
}

/**
 * Publish sets publishedAt when unset and schedules the post when it lies ahead (collection
 * hooks); unpublish keeps publishedAt for next time and drops a pending schedule. Either
 * publishes the latest version, as /cms's Publish does.
 */
export async function setPostStatus(
  ctx: AdminContext,
  id: number,
  status: PostStatus,
): Promise<AdminPost> {
  await findPost(ctx, id)
  await cancelScheduledPublish(ctx.payload, id)
  const post = await ctx.payload.update({
    collection: 'posts',
    id,
    data: { _status: status },
    user: ctx.admin,
    overrideAccess: false,
  })
  return adminView(ctx, post)
}

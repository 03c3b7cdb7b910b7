import 'server-only'

import { cancelScheduledPublish, scheduledPostIds } from '@/collections/Posts/schedule'
import { STALE_SAVE_FLAG, type AdminPost } from '@/lib/dto/admin'
import { ApiError, payloadFieldErrors } from '@/lib/http/errors'
import type { AdminContext } from '@/lib/http/requireAdmin'
import type { PostBody, PostStatus } from '@/lib/validation/post'
import type { PostSaveOptions } from '@/lib/validation/postSave'
import type { Post } from '@/payload-types'

import { checkHeroImage } from './media'

/**
 * The dashboard's status is whether the post is live or on its way: `published` for Payload's
 * published status and for a post scheduled to be published (publish with a future
 * publishedAt), `draft` otherwise. Content is the latest version, draft edits from /cms
 * included, so that a save from the dashboard never loses them; `unpublishedChanges` says when
 * that latest version is a draft of a live post, so that the dashboard can say the text it
 * shows is not the public one.
 */
export function toAdminPost(post: Post, status: PostStatus, unpublishedChanges = false): AdminPost {
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
    unpublishedChanges,
  }
}

/**
 * A live post whose latest version is a draft has changes visitors do not see yet: Payload keeps
 * the published version in the collection and the newer draft among the versions only.
 */
const hasUnpublishedChanges = (live: Post, latest: Post) =>
  live._status === 'published' && latest._status === 'draft'

const POST_NOT_FOUND = 'Blog post not found'
const DRAFT_CONFLICT =
  'This post has unpublished changes saved since you opened it, which this save would have written over. Nothing was saved.'
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

/** The post's published (or only) version and its latest one, which may be a newer draft. */
async function versionsOf(ctx: AdminContext, id: number): Promise<{ live: Post; newest: Post }> {
  const [live, latest] = await Promise.all([
    findPost(ctx, id),
    ctx.payload.find({
      collection: 'posts',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      draft: true,
      user: ctx.admin,
      overrideAccess: false,
    }),
  ])
  return { live, newest: latest.docs[0] ?? live }
}

/** A post as the dashboard shows it, read afresh after the dashboard changed it. */
async function adminView(ctx: AdminContext, id: number): Promise<AdminPost> {
  const { live, newest } = await versionsOf(ctx, id)
  const scheduled =
    live._status !== 'published' && (await scheduledPostIds(ctx.payload, id)).has(id)
  return toAdminPost(
    newest,
    live._status === 'published' || scheduled ? 'published' : 'draft',
    hasUnpublishedChanges(live, newest),
  )
}

/** The one post, as the dashboard's editor opens it. */
export async function getPost(ctx: AdminContext, id: number): Promise<AdminPost> {
  return adminView(ctx, id)
}

/** Whether the post (404 when there is none) is live with a newer draft. */
async function pendingDraft(ctx: AdminContext, id: number): Promise<boolean> {
  const { live, newest } = await versionsOf(ctx, id)
  return hasUnpublishedChanges(live, newest)
}

async function assertSlugFree({ payload }: AdminContext, slug: string, exceptId?: number) {
  const { totalDocs } = await payload.count({
    collection: 'posts',
    where: exceptId
      ? { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] }
      : { slug: { equals: slug } },
    // A post in the trash keeps its slug (and the unique index holds it) until deleted for good.
    trash: true,
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
  return live.docs.map((post) => {
    const newest = latestById.get(post.id) ?? post
    return toAdminPost(
      newest,
      post._status === 'published' || scheduled.has(post.id) ? 'published' : 'draft',
      hasUnpublishedChanges(post, newest),
    )
  })
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
    return await adminView(ctx, post.id)
  } catch (error) {
    fromSlugRace(error, body.slug)
  }
}

/**
 * A save with status `published` publishes the text it carries. When the post is live and its
 * latest version is a draft (an edit from /cms not yet published), the editor shows that draft
 * and says so, and the save says what the administrator chose: `publishDraft: true` publishes the
 * text, `false` puts it into the draft and leaves the live version as it is. A save that says
 * neither came from an editor that never showed the draft (opened before /cms saved it, or an
 * older dashboard): it is refused, so that it neither publishes the draft nor writes over it.
 * Status `draft` takes the post down as before: nothing becomes public.
 */
export async function updatePost(
  ctx: AdminContext,
  id: number,
  body: PostBody,
  { publishDraft }: PostSaveOptions = {},
): Promise<AdminPost> {
  const pending = await pendingDraft(ctx, id)
  if (pending && publishDraft === undefined) {
    throw new ApiError(409, DRAFT_CONFLICT, { [STALE_SAVE_FLAG]: true })
  }
  const keepDraft = pending && body.status === 'published' && !publishDraft
  await checkHeroImage(body.heroImage)
  await assertSlugFree(ctx, body.slug, id)
  try {
    if (keepDraft) {
      // Into the draft, as /cms saves one: the published version and its schedule stay.
      await ctx.payload.update({
        collection: 'posts',
        id,
        data: { ...toPostData(body), _status: 'draft' },
        draft: true,
        user: ctx.admin,
        overrideAccess: false,
      })
      return await adminView(ctx, id)
    }
    // The dashboard's status decides anew: a pending schedule goes, and comes back if the
    // post is still published with a future time.
    await cancelScheduledPublish(ctx.payload, id)
    await ctx.payload.update({
      collection: 'posts',
      id,
      data: toPostData(body),
      user: ctx.admin,
      overrideAccess: false,
    })
    return await adminView(ctx, id)
  } catch (error) {
    fromSlugRace(error, body.slug)
  }
}

/**
 * Moves the post to Payload's trash, as /cms's delete does: it leaves every list, page and feed
 * at once (the collection's hooks expire them), and /cms can restore it or delete it for good.
 */
export async function deletePost(ctx: AdminContext, id: number): Promise<void> {
  await findPost(ctx, id)
  await ctx.payload.update({
    collection: 'posts',
    id,
    data: { deletedAt: new Date().toISOString() },
    depth: 0,
    user: ctx.admin,
    overrideAccess: false,
  })
}

/**
 * Publish sets publishedAt when unset and schedules the post when it lies ahead (collection
 * hooks); unpublish keeps publishedAt for next time and drops a pending schedule. Either
 * publishes the latest version, as /cms's Publish does. The dashboard offers Publish for a post
 * that is not live, whose latest version is its only text (the one its editor shows), and
 * Unpublish for a live one, which makes nothing public.
 */
export async function setPostStatus(
  ctx: AdminContext,
  id: number,
  status: PostStatus,
): Promise<AdminPost> {
  await findPost(ctx, id)
  await cancelScheduledPublish(ctx.payload, id)
  await ctx.payload.update({
    collection: 'posts',
    id,
    data: { _status: status },
    user: ctx.admin,
    overrideAccess: false,
  })
  return adminView(ctx, id)
}

import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { renderMarkdown } from '@/lib/markdown'
import { expireBlogAfterChange } from '@/lib/revalidate'
import type { Post } from '@/payload-types'

import { postPath } from '../links'
import { markdownToBody } from '../richText'
import { queueExpiry } from './revalidatePost'

/** Stored slugs before this save, by post id: nested saves share the request's context. */
const SLUGS_BEFORE = 'postSlugsBefore'

const slugsBefore = (context: RequestContext) =>
  (context[SLUGS_BEFORE] ??= {}) as Record<string, string | undefined>

/** The slug visitors see: the stored post's, not a draft's still being edited in /cms. */
async function storedSlug(req: PayloadRequest, id: number | string): Promise<string | undefined> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    where: { id: { equals: id } },
    select: { slug: true },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })
  return docs[0]?.slug
}

export const rememberSlug: CollectionBeforeChangeHook<Post> = async ({
  data,
  operation,
  originalDoc,
  context,
  req,
}) => {
  if (operation === 'update' && originalDoc?.id !== undefined) {
    slugsBefore(context)[String(originalDoc.id)] = await storedSlug(req, originalDoc.id)
  }
  return data
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Markdown link destinations `](/blog/{from}` followed by the end of the URL or its title. */
function retarget(markdown: string, from: string, to: string): string {
  const destination = new RegExp(`\\]\\(${escapeRegExp(postPath(from))}(?=[\\s)])`, 'g')
  return markdown.replace(destination, `](${postPath(to)}`)
}

/**
 * When a post's stored slug changes, posts that link to it get its new address in their Markdown
 * (and so in their HTML); their rich text links by id and needs no change. A post with a draft on
 * top of its published version gets both: the published one in place, without publishing the
 * draft, and the draft as a new draft version. Runs in the save's transaction, so a failure
 * leaves the old slug and the old links together.
 */
async function retargetLinks(req: PayloadRequest, from: string, to: string) {
  const { payload } = req
  const needle = `](${postPath(from)}`
  const common = { depth: 0, overrideAccess: true, req } as const
  const [stored, drafts] = await Promise.all([
    payload.find({
      ...common,
      collection: 'posts',
      pagination: false,
      where: { content: { contains: needle } },
    }),
    payload.findVersions({
      ...common,
      pagination: false,
      collection: 'posts',
      where: { and: [{ latest: { equals: true } }, { 'version.content': { contains: needle } }] },
    }),
  ])
  const ids = new Set(
    [...stored.docs.map((post) => post.id), ...drafts.docs.map((draft) => draft.parent)].map(
      String,
    ),
  )
  for (const id of ids) {
    const post = await payload.findByID({ ...common, collection: 'posts', id })
    const latest = await payload.findByID({ ...common, collection: 'posts', id, draft: true })
    const pendingDraft = post._status === 'published' && latest._status === 'draft'
    if (!pendingDraft) {
      const content = retarget(latest.content, from, to)
      if (content !== latest.content) {
        await payload.update({ ...common, collection: 'posts', id, data: { content } })
      }
      continue
    }
    const content = retarget(post.content, from, to)
    if (content !== post.content) {
      // The published version alone: a save through the Local API would publish the draft.
      await payload.db.updateOne({
        collection: 'posts',
        id,
        data: {
          content,
          contentHtml: renderMarkdown(content),
          body: await markdownToBody(payload, content, req),
        },
        req,
      })
      await expireBlogAfterChange([post.slug], queueExpiry(req))
    }
    const draftContent = retarget(latest.content, from, to)
    if (draftContent !== latest.content) {
      await payload.update({
        ...common,
        collection: 'posts',
        id,
        draft: true,
        data: { content: draftContent },
      })
    }
  }
}

export const followSlug: CollectionAfterChangeHook<Post> = async ({
  doc,
  operation,
  context,
  req,
}) => {
  if (operation !== 'update') return doc
  const before = slugsBefore(context)
  const from = before[String(doc.id)]
  delete before[String(doc.id)]
  // A save that leaves the slug as it was cannot have changed the stored one.
  if (!from || from === doc.slug) return doc
  const to = await storedSlug(req, doc.id)
  if (to && to !== from) await retargetLinks(req, from, to)
  return doc
}

import {
  $createLinkNode,
  $isLinkNode,
  LinkNode,
  sanitizeUrl,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import { $createTextNode } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, PayloadRequest } from 'payload'

import { NEW_TAB_TITLE } from '@/lib/markdown'
import { isSlug } from '@/lib/slug'

/** The public address of a post, as links in its Markdown and HTML carry it. */
export const postPath = (slug: string) => `/blog/${slug}`

const POST_PATH = /^\/blog\/([^/?#\s]+)$/

type MarkdownTransformer = SanitizedServerEditorConfig['features']['markdownTransformers'][number]

type LinkFields = {
  linkType?: 'custom' | 'internal'
  url?: string
  newTab?: boolean
  doc?: { relationTo: string; value: unknown } | null
}

type Node = { type?: string; children?: Node[]; fields?: LinkFields }

/** The shape /cms stores for an internal link: the post's id, never its address. */
type LinkedPost = { id: number | string; slug: string }

// Lexical's own link pattern: [text](url) with an optional "title".
const LINK_IMPORT = /(?<!!)\[([^[]+)\]\(([^()\s]+)(?:\s"((?:[^"]*\\")*[^"]*)"\s*)?\)/
const LINK_TYPING = /(?<!!)\[([^[]+)\]\(([^()\s]+)(?:\s"((?:[^"]*\\")*[^"]*)"\s*)?\)$/

/**
 * Payload's link transformer, with two things it cannot say: an internal link is written as the
 * linked post's address (its slug filled in beforehand by withLinkedPosts; a link to a post that
 * is gone is left as its text), and "open in new tab" as the link's title `"new tab"`, which the
 * Markdown → HTML step reads back as target="_blank". On the way in a link is a URL; addresses
 * of posts become internal links afterwards (resolveInternalLinks), since that needs the database.
 */
const linkTransformer: MarkdownTransformer = {
  type: 'text-match',
  dependencies: [LinkNode],
  export: (node, exportChildren) => {
    if (!$isLinkNode(node)) return null
    const fields = node.getFields() as LinkFields
    const text = exportChildren(node)
    let url: string
    if (fields.linkType === 'internal') {
      const slug = (fields.doc?.value as Partial<LinkedPost> | null | undefined)?.slug
      if (fields.doc?.relationTo !== 'posts' || typeof slug !== 'string') return text
      url = postPath(slug)
    } else {
      url = sanitizeUrl(fields.url ?? '')
    }
    return `[${text}](${url}${fields.newTab ? ` "${NEW_TAB_TITLE}"` : ''})`
  },
  importRegExp: LINK_IMPORT,
  regExp: LINK_TYPING,
  replace: (textNode, match) => {
    const [, text = '', url = '', title] = match
    const link = $createLinkNode({
      fields: { doc: null, linkType: 'custom', newTab: title === NEW_TAB_TITLE, url },
    })
    const child = $createTextNode(text)
    child.setFormat(textNode.getFormat())
    link.append(child)
    textNode.replace(link)
    return child
  },
  trigger: ')',
}

/** The conversion config with the link transformer above in place of Payload's. */
export function withLinkTransformer(
  config: SanitizedServerEditorConfig,
): SanitizedServerEditorConfig {
  const transformers = config.features.markdownTransformers.map((transformer) =>
    transformer.type === 'text-match' && transformer.dependencies.includes(LinkNode)
      ? linkTransformer
      : transformer,
  )
  return { ...config, features: { ...config.features, markdownTransformers: transformers } }
}

function linkNodes(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'link' && node.fields) found.push(node)
  for (const child of node.children ?? []) linkNodes(child, found)
  return found
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

/**
 * Posts by id or by slug, as visitors see them: the slug of the stored (published or last
 * saved) version, not of a draft still being edited in /cms. `req` keeps the read inside the
 * save's transaction, where a slug just changed is already visible.
 */
async function findPosts(
  payload: Payload,
  where: { id: { in: (number | string)[] } } | { slug: { in: string[] } },
  req?: PayloadRequest,
): Promise<LinkedPost[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where,
    select: { slug: true },
    pagination: false,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({ id: doc.id, slug: doc.slug }))
}

const isInternalPostLink = (fields: LinkFields) =>
  fields.linkType === 'internal' && fields.doc?.relationTo === 'posts'

/** Internal links of a copy of the rich text, each with its post's id and current slug. */
export async function withLinkedPosts(
  payload: Payload,
  state: SerializedEditorState,
  req?: PayloadRequest,
): Promise<SerializedEditorState> {
  const links = linkNodes(state.root).filter((node) => isInternalPostLink(node.fields!))
  const ids = [...new Set(links.map((node) => idOf(node.fields!.doc!.value)))].filter(
    (id): id is number | string => typeof id === 'number' || typeof id === 'string',
  )
  if (ids.length === 0) return state
  const byId = new Map(
    (await findPosts(payload, { id: { in: ids } }, req)).map((post) => [String(post.id), post]),
  )
  for (const node of links) {
    const doc = node.fields!.doc!
    doc.value = byId.get(String(idOf(doc.value))) ?? idOf(doc.value)
  }
  return state
}

/**
 * After a Markdown import: a link to the address of an existing post, /blog/{slug}, becomes an
 * internal link to that post (in place), so that /cms shows it as one and it follows the post.
 */
export async function resolveInternalLinks(
  payload: Payload,
  state: SerializedEditorState,
  req?: PayloadRequest,
): Promise<void> {
  const bySlug = new Map<string, Node[]>()
  for (const node of linkNodes(state.root)) {
    const fields = node.fields!
    const slug = fields.linkType === 'custom' ? POST_PATH.exec(fields.url ?? '')?.[1] : undefined
    if (!slug || !isSlug(slug)) continue
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), node])
  }
  if (bySlug.size === 0) return
  for (const post of await findPosts(payload, { slug: { in: [...bySlug.keys()] } }, req)) {
    for (const node of bySlug.get(post.slug) ?? []) {
      node.fields = {
        ...node.fields,
        linkType: 'internal',
        doc: { relationTo: 'posts', value: post.id },
      }
      delete node.fields.url
    }
  }
}

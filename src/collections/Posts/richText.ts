import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  CodeBlock,
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, PayloadRequest, RichTextField } from 'payload'

import { resolveInternalLinks, withLinkedPosts, withLinkTransformer } from './links'
import { labelBareFences } from './fences'

/**
 * A fence in Markdown may name any language (or none), so the language is free text here rather
 * than the premade block's fixed list, which would refuse a post the dashboard saved.
 */
function codeBlock() {
  const block = CodeBlock()
  return {
    ...block,
    fields: block.fields.map((field) =>
      'name' in field && field.name === 'language'
        ? { name: 'language', type: 'text' as const, admin: { hidden: true } }
        : field,
    ),
  }
}

/**
 * Only what Markdown can say, so that a post edited here opens in the dashboard without loss:
 * no underline, alignment, indents or colours, and images come from Media.
 */
export const postBodyEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature(),
    BoldFeature(),
    ItalicFeature(),
    StrikethroughFeature(),
    InlineCodeFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    // Internal links point at posts only: their address is what Markdown can hold.
    LinkFeature({ enabledCollections: ['posts'] }),
    BlockquoteFeature(),
    HorizontalRuleFeature(),
    UploadFeature({ enabledCollections: ['media'] }),
    BlocksFeature({ blocks: [codeBlock()] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

export const BODY_FIELD = 'body'

type Node = { type?: string; children?: Node[]; relationTo?: string; value?: unknown }

function editorConfig(payload: Payload) {
  const field = payload.collections.posts.config.flattenedFields.find(
    (candidate) => candidate.name === BODY_FIELD,
  ) as RichTextField
  return withLinkTransformer(editorConfigFactory.fromField({ field }))
}

function uploadNodes(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'upload' && node.relationTo === 'media') found.push(node)
  for (const child of node.children ?? []) uploadNodes(child, found)
  return found
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

/**
 * The Markdown exporter writes an image as ![alt](url) only when the upload is populated, and as
 * an id placeholder otherwise: the Media documents are filled in first (on a copy).
 */
async function withMedia(payload: Payload, state: SerializedEditorState) {
  const copy = structuredClone(state)
  const nodes = uploadNodes(copy.root)
  const ids = [...new Set(nodes.map((node) => idOf(node.value)))].filter(
    (id): id is number | string => typeof id === 'number' || typeof id === 'string',
  )
  if (ids.length === 0) return copy
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
  for (const node of nodes) {
    const doc = byId.get(String(idOf(node.value)))
    if (doc) node.value = doc
  }
  return copy
}

/**
 * Rich text → Markdown, images as ![alt](Media URL), internal links as [text](/blog/{slug}).
 * `req` reads the linked posts inside the caller's transaction.
 */
export async function bodyToMarkdown(
  payload: Payload,
  state: SerializedEditorState,
  req?: PayloadRequest,
): Promise<string> {
  return convertLexicalToMarkdown({
    data: await withLinkedPosts(payload, await withMedia(payload, state), req),
    editorConfig: editorConfig(payload),
  })
}

const MEDIA_FILE = /^(?:https?:\/\/[^/]+)?\/api\/media\/file\/([^?#\s)]+)(?:[?#]\S*)?$/

/** The Media document's filename behind a Media file URL, or null for any other URL. */
function mediaFilename(url: string): string | null {
  const match = MEDIA_FILE.exec(url.trim())
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** The Media document a URL serves, or null. */
export async function findMediaByUrl(payload: Payload, url: string) {
  const filename = mediaFilename(url)
  if (!filename) return null
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const IMAGE_LINE = /^[ \t]*!\[[^\]]*\]\(\s*(\S+?)(?:\s+"[^"]*")?\s*\)[ \t]*$/gm

/**
 * Markdown → rich text. An image of Media on a line of its own becomes an upload node (the
 * importer reads the ![media:id]() form its exporter writes for an upload); other images stay
 * as Markdown text. A link to /blog/{slug} of an existing post becomes an internal link.
 */
export async function markdownToBody(
  payload: Payload,
  markdown: string,
  req?: PayloadRequest,
): Promise<SerializedEditorState> {
  const replacements = new Map<string, string>()
  for (const match of markdown.matchAll(IMAGE_LINE)) {
    const url = match[1]
    if (!url || replacements.has(url)) continue
    const media = await findMediaByUrl(payload, url)
    if (media) replacements.set(url, `![media:${media.id}]()`)
  }
  const prepared = labelBareFences(
    markdown.replace(IMAGE_LINE, (line: string, url: string) => replacements.get(url) ?? line),
  )
  const state = convertMarkdownToLexical({
    editorConfig: editorConfig(payload),
    markdown: prepared,
  })
  await resolveInternalLinks(payload, state, req)
  return state
}

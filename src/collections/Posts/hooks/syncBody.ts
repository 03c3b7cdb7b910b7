import type { CollectionBeforeChangeHook } from 'payload'

import { bodyToMarkdown, markdownToBody } from '../richText'

/**
 * The dashboard writes Markdown (`content`), /cms writes rich text (`body`); each is kept in step
 * with the other. Markdown the dashboard sends is stored as sent, so it comes back byte for byte;
 * the rich text is derived from it. Rich text that says something new (its Markdown differs from
 * the stored one's) replaces the Markdown; a save from /cms that leaves the text alone keeps it.
 */
export const syncBody: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const { payload } = req
  if (data.body) {
    const markdown = await bodyToMarkdown(payload, data.body, req)
    const unchanged =
      originalDoc?.body && markdown === (await bodyToMarkdown(payload, originalDoc.body, req))
    if (!unchanged) {
      data.content = markdown
      return data
    }
  }
  const content: unknown = data.content ?? originalDoc?.content
  const contentChanged = data.content !== undefined && data.content !== originalDoc?.content
  if (typeof content === 'string' && (contentChanged || !originalDoc?.body)) {
    data.body = await markdownToBody(payload, content, req)
  }
  return data
}

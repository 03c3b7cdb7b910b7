import type { CollectionBeforeChangeHook } from 'payload'

import { renderMarkdown } from '@/lib/markdown'

/** Markdown in `content` is the source of truth; its sanitised HTML is stored once, on save. */
export const renderContent: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const content = data.content ?? originalDoc?.content
  if (typeof content === 'string' && (data.content !== undefined || !originalDoc?.contentHtml)) {
    data.contentHtml = renderMarkdown(content)
  }
  return data
}

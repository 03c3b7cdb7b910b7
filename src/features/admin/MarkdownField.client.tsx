'use client'

import { Tabs } from 'radix-ui'
import { useEffect, useState, type ReactNode } from 'react'

import { ARTICLE_PROSE, withScrollableTables } from '@/lib/blog/prose'
import { LoadingBlock } from './LoadingBlock'

const trigger =
  'rounded-full px-3 py-1 text-sm font-medium text-ink-600 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm'

/**
 * Markdown with a Write/Preview switch. The preview runs the same renderer and sanitiser that
 * render the article on save, inside the article's prose classes.
 */
export function MarkdownField({ value, textarea }: { value: string; textarea: ReactNode }) {
  const [mode, setMode] = useState('write')
  return (
    <Tabs.Root value={mode} onValueChange={setMode}>
      <Tabs.List
        aria-label="Content mode"
        className="mb-2 inline-flex gap-1 rounded-full bg-ink-100 p-1"
      >
        <Tabs.Trigger value="write" className={trigger}>
          Write
        </Tabs.Trigger>
        <Tabs.Trigger value="preview" className={trigger}>
          Preview
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="write">{textarea}</Tabs.Content>
      <Tabs.Content
        value="preview"
        className="rounded-xl border border-ink-200 bg-white px-5 py-6 sm:px-8"
      >
        <MarkdownPreview markdown={value} />
      </Tabs.Content>
    </Tabs.Root>
  )
}

function MarkdownPreview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState<string | null>(null)

  useEffect(() => {
    let active = true
    // The renderer loads on first preview only; writing does not pay for it.
    void import('@/lib/markdown').then(({ renderMarkdown }) => {
      if (active) setHtml(withScrollableTables(renderMarkdown(markdown)))
    })
    return () => {
      active = false
    }
  }, [markdown])

  if (!markdown.trim())
    return <p className="text-sm italic text-ink-400">Nothing to preview yet.</p>
  if (!html) return <LoadingBlock label="Rendering preview..." />
  return (
    <div
      data-testid="markdown-preview"
      className={ARTICLE_PROSE}
      // Sanitised by rehype-sanitize inside renderMarkdown, as on the public article.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

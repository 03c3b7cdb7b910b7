import { EXIT_PREVIEW_ROUTE } from '@/lib/preview/secret'

import { LivePreviewRefresh } from './LivePreviewRefresh.client'

/**
 * Shown on a page opened in draft mode: says so, and leaves it (a plain link, so it works
 * before scripts load). Inside /cms's live preview it also re-renders the page after each
 * autosave.
 */
export function PreviewBar({ path }: { path: string }) {
  const exit = `${EXIT_PREVIEW_ROUTE}?${new URLSearchParams({ path }).toString()}`
  return (
    <div
      role="status"
      data-testid="preview-bar"
      // The cookie banner sits above it rather than over it.
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-300 px-4 py-3 text-sm font-semibold text-ink-950 shadow-lg"
    >
      <span>Preview: you are seeing the latest draft, not what visitors see.</span>
      <a
        href={exit}
        className="rounded-full bg-ink-950 px-4 py-1.5 text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Exit preview
      </a>
      <LivePreviewRefresh />
    </div>
  )
}

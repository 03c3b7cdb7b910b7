import type React from 'react'
import { useId } from 'react'

import { cn } from '@/lib/cn'

export type CardId = 'robots' | 'structured'

/** A card whose body opens and closes from its heading button. */
export function ExpandableCard({
  id,
  title,
  summary,
  open,
  onToggle,
  children,
}: {
  id: CardId
  title: string
  summary: string
  open: boolean
  onToggle: (id: CardId) => void
  children: React.ReactNode
}) {
  const panelId = `${useId()}-${id}`
  return (
    <div className="rounded-2xl border border-ink-200 bg-white shadow-[var(--shadow-card)]">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left sm:px-6"
        >
          <span>
            <span className="block text-lg font-semibold text-ink-900">{title}</span>
            <span className="mt-0.5 block text-sm text-ink-600">{summary}</span>
          </span>
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            fill="currentColor"
            className={cn(
              'size-5 shrink-0 text-ink-500 transition-transform',
              open && 'rotate-180',
            )}
          >
            <path
              fillRule="evenodd"
              d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-ink-200 px-5 py-5 sm:px-6">
        {children}
      </div>
    </div>
  )
}

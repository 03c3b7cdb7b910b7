'use client'

import { useId, useState } from 'react'

import type { TechItem } from '@/content/home'

/**
 * One collapsible stack group; starts expanded, so the server HTML shows every technology. It
 * renders its list from the items, so the page's RSC payload carries the data, not the markup.
 */
export function StackGroup({ title, items }: { title: string; items: readonly TechItem[] }) {
  const [open, setOpen] = useState(true)
  const panelId = useId()
  return (
    <div className="rounded-2xl border border-white/10 bg-white/[0.03]">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-white hover:bg-white/[0.03]"
        >
          {title}
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-5 text-ink-300 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          >
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
          </svg>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-5 pb-5">
        <ul className="grid grid-cols-2 gap-2">
          {items.map((item) => (
            <li key={item.name} className="tile-stack">
              <span className="text-sm font-medium text-white">{item.name}</span>
              <span className="text-xs text-ink-300">{item.category}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

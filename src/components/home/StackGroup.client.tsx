'use client'

import { useId, useState } from 'react'

import type { TechItem } from '@/content/home'
import { SpriteIcon } from '@/components/ui/icons'

/**
 * One collapsible stack group; starts expanded, so the server HTML shows every technology. It
 * renders its list from the items, so the page's RSC payload carries the data, not the markup.
 */
export function StackGroup({ title, items }: { title: string; items: readonly TechItem[] }) {
  const [open, setOpen] = useState(true)
  const panelId = useId()
  return (
    <div className="panel-stack">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <SpriteIcon id="chevron" className={open ? 'rotate-180' : undefined} />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-5 pb-5">
        <ul className="grid grid-cols-2 gap-2">
          {items.map((item) => (
            <li key={item.name} className="tile-stack">
              <span>{item.name}</span>
              <span>{item.category}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

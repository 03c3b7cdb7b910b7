import { cn } from '@/lib/cn'

import type { ServerAccess } from '../facts/access'

const ACCESS_STYLE: Record<ServerAccess, { label: string; className: string }> = {
  allowed: { label: 'Allowed', className: 'bg-emerald-50 text-emerald-800' },
  refused: { label: 'Refused', className: 'bg-red-50 text-red-800' },
  challenged: { label: 'Challenged', className: 'bg-amber-50 text-amber-900' },
  unknown: { label: 'Unknown', className: 'bg-ink-100 text-ink-700' },
}

/** What the server did with a crawler's User-Agent, with the HTTP status it answered. */
export function AccessBadge({
  access,
  httpStatus,
}: {
  access: ServerAccess
  httpStatus: number | null
}) {
  const style = ACCESS_STYLE[access]
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        style.className,
      )}
    >
      {style.label}
      {httpStatus !== null ? <span className="font-mono font-medium">{httpStatus}</span> : null}
    </span>
  )
}

/** Classes that turn a table into one card per row below the `sm` breakpoint. */
export const STACKED = {
  table: 'w-full text-left text-sm max-sm:block',
  head: 'bg-ink-50 text-ink-700 max-sm:sr-only',
  body: 'divide-y divide-ink-100 max-sm:block',
  row: 'align-top max-sm:block max-sm:px-4 max-sm:py-3',
  /** A cell that shows its column name (data-label) before its value on small screens. */
  cell: 'px-4 py-3 max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-ink-500 max-sm:before:content-[attr(data-label)]',
  /** The first cell: the row's title on small screens, without a label. */
  lead: 'px-4 py-3 max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2',
} as const

import { cn } from '@/lib/cn'

import type { CheckStatus } from '../scoring/score'

const STATUS_STYLE: Record<CheckStatus, { label: string; className: string }> = {
  pass: { label: 'Pass', className: 'bg-emerald-50 text-emerald-800' },
  warn: { label: 'Warning', className: 'bg-amber-50 text-amber-800' },
  fail: { label: 'Fail', className: 'bg-red-50 text-red-800' },
  'n/a': { label: 'N/A', className: 'bg-ink-100 text-ink-700' },
}

/** A check's outcome; an unknown status (a newer instance's) reads as not applicable. */
export function StatusBadge({ status }: { status: CheckStatus }) {
  const style = STATUS_STYLE[status] ?? STATUS_STYLE['n/a']
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        style.className,
      )}
    >
      {style.label}
    </span>
  )
}

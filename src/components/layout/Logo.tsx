import { cn } from '@/lib/cn'

/**
 * The brand mark and name; `tone` picks the text colour for light or dark surfaces, or for the
 * header, which is dark on the home page only (`data-theme` on the header).
 */
export function Logo({
  brandName,
  tone = 'dark',
  className,
}: {
  brandName: string
  tone?: 'dark' | 'light' | 'header'
  className?: string
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <circle cx="25" cy="7" r="3" fill="#22d3ee" />
        <path
          d="M8 22V10l8 8 8-8v12"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={cn(
          'text-lg font-bold tracking-tight',
          tone === 'light'
            ? 'text-white'
            : tone === 'header'
              ? 'text-ink-950 group-data-[theme=dark]/header:text-white'
              : 'text-ink-950',
        )}
      >
        {brandName}
      </span>
    </span>
  )
}

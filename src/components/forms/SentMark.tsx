import { cn } from '@/lib/cn'

/** The green tick a form shows once its message is sent. */
export function SentMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700',
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  )
}

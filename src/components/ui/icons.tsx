import { cn } from '@/lib/cn'

/** The small inline icons shared across the site and the dashboard (no icon library). */

type IconProps = { className?: string }

/**
 * The check and the arrow appear dozens of times on one page (plan features, card links), so
 * they are drawn once in public/icons.svg and each copy only points at its symbol: the page's
 * HTML and its hydration payload then carry a short <use> instead of the whole path each time.
 */
function SpriteIcon({ id, className }: IconProps & { id: 'check' | 'arrow' }) {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className={className}>
      <use href={`/icons.svg#${id}`} />
    </svg>
  )
}

export function CheckIcon({ className }: IconProps) {
  return <SpriteIcon id="check" className={className} />
}

export function ArrowIcon({ className }: IconProps) {
  return <SpriteIcon id="arrow" className={className} />
}

/** The × of close buttons; the button around it carries the accessible name. */
export function CloseIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  )
}

/** A spinning ring; the text beside it says what is happening. */
export function Spinner({ className }: IconProps) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-4 animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}

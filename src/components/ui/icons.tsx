import { cn } from '@/lib/cn'

/** The small inline icons shared across the site and the dashboard (no icon library). */

type IconProps = { className?: string }

/** The symbols of public/icons.svg: outline icons are drawn on a 24px grid, the rest on 20px. */
export type SpriteIconName =
  | 'check'
  | 'chevron'
  | 'chat'
  | 'search'
  | 'pen'
  | 'user'
  | 'chart'
  | 'flow'
  | 'mic'
  | 'trend'
  | 'dashboard'

const SMALL_GRID: ReadonlySet<SpriteIconName> = new Set(['check', 'chevron'])

/**
 * Icons that a page repeats (plan features, card links, feature cards) are drawn once in
 * public/icons.svg and each copy only points at its symbol: the page's HTML and its hydration
 * payload then carry a short <use> instead of the whole path each time. Icons on the first
 * screen stay inline, so they never wait for the sprite.
 */
export function SpriteIcon({ id, className }: IconProps & { id: SpriteIconName }) {
  return (
    <svg
      aria-hidden
      viewBox={SMALL_GRID.has(id) ? '0 0 20 20' : '0 0 24 24'}
      // Left out when unset: an explicit undefined still costs bytes in the hydration payload.
      {...(className ? { className } : {})}
    >
      <use href={`/icons.svg#${id}`} />
    </svg>
  )
}

export function CheckIcon({ className }: IconProps) {
  return <SpriteIcon id="check" className={className} />
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

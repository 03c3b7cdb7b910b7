import { format, isValid } from 'date-fns'

/** A date the dashboard can show, or '' for a missing or unreadable one (never a RangeError). */
function formatted(iso: string | null | undefined, pattern: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  return isValid(date) ? format(date, pattern) : ''
}

/** Administrator post dates read like 'Jan 5, 2025'. */
export function formatPostDate(iso: string | null | undefined): string {
  return formatted(iso, 'MMM d, yyyy')
}

/** Administrator message dates read like 'Jan 05, 2025 at 3:07 PM'. */
export function formatMessageDate(iso: string | null | undefined): string {
  return formatted(iso, "MMM dd, yyyy 'at' h:mm a")
}

/** An ISO time as the value of <input type="datetime-local">, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  return formatted(iso, "yyyy-MM-dd'T'HH:mm")
}

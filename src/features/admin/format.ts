import { format } from 'date-fns'

/** Administrator post dates read like 'Jan 5, 2025'. */
export function formatPostDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy')
}

/** Administrator message dates read like 'Jan 05, 2025 at 3:07 PM'. */
export function formatMessageDate(iso: string): string {
  return format(new Date(iso), "MMM dd, yyyy 'at' h:mm a")
}

/** An ISO time as the value of <input type="datetime-local">, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : ''
}

import { format } from 'date-fns'

/**
 * The one way the checker shows when something was checked, e.g. '2 Jan 2026, 03:04', in the
 * reader's own time zone: the score summary and the previous result alike.
 */
export function formatCheckedAt(iso: string | undefined | null): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : format(date, 'd MMM yyyy, HH:mm')
}

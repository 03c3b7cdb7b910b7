'use client'

import { useFormFields } from '@payloadcms/ui'

type Props = {
  titlePath: string
  /** What the page adds after the title in its <title> (empty for the home page). */
  titleSuffix: string
  /** The length search engines show in full, counted on the whole title. */
  fullLength: { min: number; max: number }
}

/**
 * Under a page's title field: the title as search results show it, with the brand the page adds,
 * and its length counted whole, so that the length guidance above reads as what it measures.
 */
export function TitleInSearch({ titlePath, titleSuffix, fullLength }: Props) {
  const value = useFormFields(([fields]) => fields[titlePath]?.value)
  const title = typeof value === 'string' ? value : ''
  if (title.trim() === '') return null
  const shown = `${title}${titleSuffix}`
  return (
    <div
      data-testid="title-in-search"
      style={{ color: 'var(--theme-elevation-500)', marginTop: 6, overflowWrap: 'anywhere' }}
    >
      In search results: “{shown}” ({shown.length} characters; {fullLength.min}–{fullLength.max}{' '}
      show in full).
      {titleSuffix ? ` The count below leaves out “${titleSuffix}”, which the page adds.` : ''}
    </div>
  )
}

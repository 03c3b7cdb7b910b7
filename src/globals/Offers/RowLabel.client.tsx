'use client'

import { useRowLabel } from '@payloadcms/ui'

type Props = { singular: string }

/**
 * An offer row named by what it sells ("Growth") rather than by its place ("Plan 02"), so that
 * a collapsed list, a moved row and a refused value all say which plan they are about.
 */
export function OfferRowLabel({ singular }: Props) {
  const { data, rowNumber } = useRowLabel<{ name?: unknown; title?: unknown }>()
  const name = [data?.name, data?.title].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  const place = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return <span className="offer-row-label">{name ? name.trim() : `${singular} ${place}`}</span>
}

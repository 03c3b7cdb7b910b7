import type React from 'react'

import { ScrollRegion } from '@/components/ui/ScrollRegion'

export type Column = { label: string; className?: string }

/**
 * A table in a rounded frame: an accessible caption, one header row and the rows the page
 * renders (each page keeps its own cell styles).
 */
export function DataTable({
  caption,
  columns,
  frameClassName,
  tableClassName,
  headClassName,
  bodyClassName,
  scrolls = false,
  children,
}: {
  caption: string
  columns: readonly Column[]
  frameClassName: string
  tableClassName: string
  headClassName: string
  bodyClassName: string
  /** The frame scrolls (a table wider than a phone): Tab reaches it, named by the caption. */
  scrolls?: boolean
  children: React.ReactNode
}) {
  const table = (
    <table className={tableClassName}>
      <caption className="sr-only">{caption}</caption>
      <thead className={headClassName}>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
    </table>
  )
  return scrolls ? (
    <ScrollRegion label={caption} className={frameClassName}>
      {table}
    </ScrollRegion>
  ) : (
    <div className={frameClassName}>{table}</div>
  )
}

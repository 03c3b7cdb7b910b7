import type React from 'react'

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
  children,
}: {
  caption: string
  columns: readonly Column[]
  frameClassName: string
  tableClassName: string
  headClassName: string
  bodyClassName: string
  children: React.ReactNode
}) {
  return (
    <div className={frameClassName}>
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
    </div>
  )
}

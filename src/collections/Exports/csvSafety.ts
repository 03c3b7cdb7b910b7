import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import { parse } from 'csv-parse'
import { stringify } from 'csv-stringify'

/**
 * Exported cells cannot run as formulas (OWASP's CSV-injection rule). A spreadsheet treats a
 * cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (and, in some, their
 * full-width forms) as a formula: such a cell gets a leading single quote, which shows the
 * text as typed. And every field is quoted, so a `;` or a tab inside a cell cannot start a new
 * cell in a spreadsheet that splits on those.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

export function neutralizeCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/**
 * The plugin's `export.hooks.before`: every batch of CSV rows (the download, the preview, a
 * stored or queued export alike) passes here before it is written. JSON is left as it is: a
 * JSON file is not opened as a sheet, and its strings must stay what was stored.
 */
export const neutralizeFormulas: ExportBeforeHook = ({ data, format }) =>
  format === 'csv'
    ? data.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutralizeCell(value)])),
      )
    : data

/**
 * The plugin writes a field in quotes only when it holds a comma, a quote or a line break, and
 * takes no writer options: its CSV download is read back and written again with every field
 * quoted (and any formula start still unescaped, escaped), as a stream.
 */
export function quoteEveryField(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rows = Readable.fromWeb(body as NodeReadableStream<Uint8Array>).pipe(
    parse({ bom: true, relax_column_count: true }),
  )
  const written = rows.pipe(
    stringify({ bom: true, quoted: true, quoted_empty: true, escape_formulas: true }),
  )
  rows.on('error', (error) => written.destroy(error))
  return Readable.toWeb(written) as ReadableStream<Uint8Array>
}

import { ValidationError, type AfterErrorHook } from 'payload'

type FieldError = { label?: unknown; path?: unknown }
type Row = { name?: unknown; title?: unknown }

/** "Monthly plans > Plans 2 > Price" with row 1 named "Growth": "Monthly plans > Growth > Price". */
export function nameRow(label: string, path: string, data: unknown): string {
  const parts = path.split('.')
  const at = parts.findIndex((part) => /^\d+$/.test(part))
  if (at < 1) return label
  const rows = (data as Record<string, unknown> | undefined)?.[parts[at - 1]!]
  const row = Array.isArray(rows) ? (rows[Number(parts[at])] as Row | undefined) : undefined
  const name = [row?.name, row?.title].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  if (!name) return label
  const place = ` ${Number(parts[at]) + 1}`
  const segments = label.split(' > ')
  const which = segments.findIndex((segment) => segment.endsWith(place))
  if (which < 0) return label
  segments[which] = name.trim()
  return segments.join(' > ')
}

/**
 * Payload's refusal of a save names each wrong field by its place ("Plans 2 > Price"), and the
 * panel shows that sentence as a toast. For the offers it names the row by its plan instead, as
 * the rows' labels do, so the toast says which plan a refused price belongs to.
 *
 * Relies on the text of Payload's ValidationError (the field labels joined by " > ", a row
 * named by its list's label and number) and on `data.errors` carrying each field's `label` and
 * `path`. Checked against payload 3.90.2. Guarded by "names the plan and both bounds when the
 * REST API refuses a price" in tests/e2e/pageSeo.e2e.ts and
 * src/lib/upstream/nameRowsInErrors.test.ts. Goes once a list field's row label (its
 * `RowLabel` component) names the row in Payload's validation messages too.
 */
export const nameOfferRowsInErrors: AfterErrorHook = ({ error, req, result }) => {
  if (!(error instanceof ValidationError)) return
  const details = error.data as { global?: unknown; errors?: FieldError[] }
  if (details.global !== 'offers' || !Array.isArray(details.errors) || !result) return
  const response = result as { errors?: { message?: string }[] }
  const first = response.errors?.[0]
  if (!first?.message) return
  let message = first.message
  for (const fieldError of details.errors) {
    if (typeof fieldError.label !== 'string' || typeof fieldError.path !== 'string') continue
    message = message.replace(
      fieldError.label,
      nameRow(fieldError.label, fieldError.path, req.data),
    )
  }
  return {
    response: { ...response, errors: [{ ...first, message }, ...response.errors!.slice(1)] },
  }
}

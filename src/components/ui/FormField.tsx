import type React from 'react'

import { FieldError, Label } from './field'

/** What the control inside a FormField spreads: its id and the aria-* tying it to the texts. */
export type ControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export function controlProps(id: string, error?: string, hint?: React.ReactNode): ControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
}

/**
 * A labelled form control with its hint and error underneath, for every form of the site and
 * the dashboard. `children` renders the control from the props it must spread.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string
  label: React.ReactNode
  error?: string
  hint?: React.ReactNode
  /** Shows a marker beside the label; the control states `required` itself where it should. */
  required?: boolean
  className?: string
  children: (control: ControlProps) => React.ReactNode
}) {
  const labelElement = <Label htmlFor={id}>{label}</Label>
  return (
    <div className={className}>
      {required ? (
        // The marker sits outside the label, so the field's name stays exactly the label text.
        <div className="flex items-baseline gap-1">
          {labelElement}
          <span aria-hidden="true" className="text-sm text-red-600">
            *
          </span>
        </div>
      ) : (
        labelElement
      )}
      {children(controlProps(id, error, hint))}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

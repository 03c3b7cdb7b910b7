import type React from 'react'

import { FormField, type ControlProps } from '@/components/ui/FormField'

import type { FieldProps } from './actionForm.client'

/**
 * A FormField for a form of useActionForm: the label, reason and aria-* from `field`, and the
 * control (a select, a text area) rendered by `children` with its name and first value.
 */
export function Control({
  field: { id, error, ...control },
  label,
  className,
  children,
}: {
  field: FieldProps
  label: React.ReactNode
  className?: string
  children: (control: ControlProps & Omit<FieldProps, 'id' | 'error'>) => React.ReactNode
}) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(aria) => children({ ...aria, ...control })}
    </FormField>
  )
}

import type React from 'react'

import { Input } from './field'
import { FormField } from './FormField'

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'className'> & {
  id: string
  label: React.ReactNode
  error?: string
  /** Classes of the field's wrapper, as on FormField. */
  className?: string
}

/**
 * A one-line text input in a FormField. Everything but the field's own props goes to the input,
 * in the order given, so a form writes `{...register('name')}` and the input's attributes here.
 */
export function TextField({ id, label, error, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  )
}

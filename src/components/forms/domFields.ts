import type React from 'react'
import type {
  FieldValues,
  Path,
  PathValue,
  SubmitHandler,
  UseFormGetValues,
  UseFormHandleSubmit,
  UseFormSetValue,
} from 'react-hook-form'

/**
 * The forms' fields are uncontrolled: what the visitor typed lives in the page's own inputs,
 * which the server rendered and React hydrates without touching their values. These helpers
 * treat those inputs as the source of truth, so that no keystroke made while the scripts were
 * still arriving is lost, and keep the failed field in sight.
 */

/** What a named control shows: text, the checked radio's value, or a lone checkbox's state. */
function shownValue(item: Element | RadioNodeList | null): string | boolean | undefined {
  if (item instanceof RadioNodeList) return item.value
  if (item instanceof HTMLInputElement) {
    if (item.type === 'checkbox') return item.checked
    if (item.type === 'radio') return item.checked ? item.value : undefined
    return item.value
  }
  if (item instanceof HTMLTextAreaElement || item instanceof HTMLSelectElement) return item.value
  return undefined
}

/**
 * Gives the form library the values the fields show, before the form is judged. The library
 * learns of typing from change events; a change it never heard (typed while its handlers were
 * being attached, filled in by the browser) is read here instead of being lost.
 */
export function adoptShownValues<T extends FieldValues>(
  form: HTMLFormElement | null,
  { getValues, setValue }: { getValues: UseFormGetValues<T>; setValue: UseFormSetValue<T> },
) {
  if (!form) return
  const known = getValues()
  for (const name of Object.keys(known)) {
    const shown = shownValue(form.elements.namedItem(name))
    if (shown === undefined || shown === known[name]) continue
    setValue(name as Path<T>, shown as PathValue<T, Path<T>>)
  }
}

/**
 * After a refused submission: focuses the first field, in the page's order, among `names`, and
 * scrolls it to the middle of the screen, clear of the fixed header (a plain focus() may leave
 * it under the header or out of sight).
 */
export function showFirstInvalid(form: HTMLFormElement | null, names: Iterable<string>) {
  if (!form) return
  const wanted = new Set(names)
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      wanted.has(element.getAttribute('name') ?? '') &&
      (element as HTMLInputElement).type !== 'hidden',
  )
  if (!field) return
  field.focus({ preventScroll: true })
  field.scrollIntoView({ block: 'center', behavior: 'instant' })
}

/**
 * A form's submit handler: judges the values the fields show (adoptShownValues), then sends them
 * with `onValid`, or brings the first refused field into view. The form's library must be set up
 * with `shouldFocusError: false`, so that its own focus does not scroll first.
 */
export function submitShown<T extends FieldValues, TTransformed, TResult>(
  methods: {
    getValues: UseFormGetValues<T>
    setValue: UseFormSetValue<T>
    handleSubmit: UseFormHandleSubmit<T, TTransformed>
  },
  onValid: SubmitHandler<TTransformed, TResult>,
) {
  return (event?: React.BaseSyntheticEvent) => {
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
    adoptShownValues(form, methods)
    return methods.handleSubmit(onValid, (errors) => showFirstInvalid(form, Object.keys(errors)))(
      event,
    )
  }
}

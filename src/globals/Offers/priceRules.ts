/**
 * The rules on the numbers of the offers: whole units, at least a floor, at most a ceiling.
 * The ceiling catches a mistyped price (extra zeros) before it reaches every page, the
 * structured data and llms.txt; the messages state both bounds so that an editor knows them.
 */
export const MAX_WHOLE_NUMBER = 1_000_000

const grouped = (value: number) => value.toLocaleString('en-GB')

/** A price as the site states it: whole pounds, from `min` to the ceiling. */
export function isWholePounds(value: unknown, min: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= min &&
    value <= MAX_WHOLE_NUMBER
  )
}

/** The refusal of a price; a free plan (£0) is allowed only where `min` is 0. */
export function priceMessage(min: 0 | 1): string {
  const floor = min === 0 ? '£0 (a free plan)' : '£1'
  return `Enter a whole number of pounds from ${floor} to £${grouped(MAX_WHOLE_NUMBER)}, without pence.`
}

/** The refusal of a count of hours, weeks or minutes. */
export const wholeNumberMessage = (unit: string): string =>
  `Enter a whole number of ${unit} from 1 to ${grouped(MAX_WHOLE_NUMBER)}.`

export const RANGE_ORDER_MESSAGE = 'The lowest price must not be above the highest.'

/**
 * Prefixes a row's message with the row's name or title ("Growth: Enter …"), so that the reason names
 * the plan wherever it is read: beside the field, and in the REST API's answer.
 */
export function named(siblingData: unknown, message: string): string {
  const row = (siblingData ?? {}) as { name?: unknown; title?: unknown }
  const name = row.name ?? row.title
  return typeof name === 'string' && name.trim() !== '' ? `${name.trim()}: ${message}` : message
}

type Options = { siblingData?: unknown }

/** The price field's `validate`: whole pounds from `min`, refused with the row's name. */
export const validatePrice =
  (min: 0 | 1) =>
  (value: unknown, { siblingData }: Options = {}): true | string =>
    isWholePounds(value, min) || named(siblingData, priceMessage(min))

/** An optional whole number (hours, weeks): empty, or from 1 to the ceiling. */
export const validateWholeNumber =
  (unit: string) =>
  (value: unknown, { siblingData }: Options = {}): true | string =>
    value === null ||
    value === undefined ||
    isWholePounds(value, 1) ||
    named(siblingData, wholeNumberMessage(unit))

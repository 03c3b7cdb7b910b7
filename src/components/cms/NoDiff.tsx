/** Renders nothing in the version compare view, for a field that only repeats another. */
export function NoDiff() {
  return null
}

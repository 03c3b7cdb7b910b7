/**
 * What a result may weigh. robots.txt is read up to 500 KiB (what Google reads), and every
 * verdict comes from all of it; the result keeps only its first RAW_ROBOTS_SHOWN_BYTES for
 * showing, cut at a line, and says how large the file was. A result is stored under
 * MAX_RESULT_BYTES of JSON: should its other parts ever make it heavier, the shown robots.txt
 * is cut further until it fits.
 */
export const RAW_ROBOTS_SHOWN_BYTES = 100 * 1024
export const MAX_RESULT_BYTES = 600 * 1024

/** The first `maxBytes` of a text, cut after its last whole line. */
export function cutText(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text
  const head = Buffer.from(text)
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
  const end = head.lastIndexOf('\n')
  return end >= 0 ? head.slice(0, end + 1) : head
}

/** A result whose JSON fits MAX_RESULT_BYTES, its shown robots.txt cut as far as needed. */
export function boundResult<T extends { rawRobotsTxt: string }>(result: T): T {
  let bounded = { ...result, rawRobotsTxt: cutText(result.rawRobotsTxt, RAW_ROBOTS_SHOWN_BYTES) }
  for (let size = Buffer.byteLength(JSON.stringify(bounded)); size > MAX_RESULT_BYTES;) {
    const over = size - MAX_RESULT_BYTES
    const keep = Math.max(0, Buffer.byteLength(bounded.rawRobotsTxt) - over - 1024)
    bounded = { ...bounded, rawRobotsTxt: cutText(bounded.rawRobotsTxt, keep) }
    const next = Buffer.byteLength(JSON.stringify(bounded))
    if (next >= size) break
    size = next
  }
  return bounded
}

/**
 * The reading styles of an article body (@tailwindcss/typography), shared by the public article
 * and the administrator's Markdown preview, so the preview is exactly what visitors see. A
 * table sits in a box of its own that scrolls sideways (`withScrollableTables`), so that a table
 * wider than the column (on a phone) can be read in full instead of being cut off.
 */
export const ARTICLE_PROSE =
  'prose prose-lg mx-auto max-w-3xl [--tw-prose-body:var(--color-ink-700)] [--tw-prose-bold:var(--color-ink-900)] [--tw-prose-bullets:var(--color-ink-400)] [--tw-prose-code:var(--color-ink-900)] [--tw-prose-counters:var(--color-ink-600)] [--tw-prose-headings:var(--color-ink-900)] [--tw-prose-links:var(--color-brand-700)] [--tw-prose-pre-bg:var(--color-ink-950)] [--tw-prose-quote-borders:var(--color-brand-300)] [--tw-prose-quotes:var(--color-ink-800)] prose-headings:tracking-tight prose-a:underline-offset-2 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-ink-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 prose-pre:rounded-xl [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-sm [&_.table-scroll:focus-visible]:outline-2 [&_.table-scroll:focus-visible]:outline-offset-2 [&_.table-scroll:focus-visible]:outline-brand-500'

/**
 * An article's HTML with each table inside a `.table-scroll` box: a region named "Table N" that
 * Tab reaches, so that a keyboard scrolls it too (as ScrollRegion does). The HTML is the
 * sanitiser's output (lib/markdown.ts), whose tables carry no attributes, so `<table>` is their
 * only spelling; text that reads "<table>" is escaped there and never matches.
 */
export function withScrollableTables(html: string): string {
  let count = 0
  return html
    .replaceAll(
      '<table>',
      () =>
        `<div class="table-scroll" role="region" aria-label="Table ${++count}" tabindex="0"><table>`,
    )
    .replaceAll('</table>', '</table></div>')
}

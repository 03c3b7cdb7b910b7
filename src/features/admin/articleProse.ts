/**
 * The classes the public article puts around its HTML (src/app/(site)/blog/[slug]/page.tsx),
 * so the editor's preview looks exactly like the published article. Keep the two in step.
 */
export const ARTICLE_PROSE =
  'prose prose-lg mx-auto max-w-3xl [--tw-prose-body:var(--color-ink-700)] [--tw-prose-bold:var(--color-ink-900)] [--tw-prose-bullets:var(--color-ink-400)] [--tw-prose-code:var(--color-ink-900)] [--tw-prose-counters:var(--color-ink-600)] [--tw-prose-headings:var(--color-ink-900)] [--tw-prose-links:var(--color-brand-700)] [--tw-prose-pre-bg:var(--color-ink-950)] [--tw-prose-quote-borders:var(--color-brand-300)] [--tw-prose-quotes:var(--color-ink-800)] prose-headings:tracking-tight prose-a:underline-offset-2 prose-code:rounded prose-code:bg-ink-100 prose-code:px-1.5 prose-code:py-0.5 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none prose-pre:rounded-xl'

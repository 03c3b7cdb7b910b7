import type { AiCheckResult } from '../check'

/** Whether the links of llms.txt answer, and whether llms-full.txt is published. */
export function LlmsTxtFacts({
  links,
  full,
}: {
  links: AiCheckResult['llmsTxtLinks'] | undefined
  full: boolean | undefined
}) {
  return (
    <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
      {links ? (
        <>
          <dt className="text-ink-500">Links checked</dt>
          <dd className="text-ink-800 max-sm:mb-1">{links.checked}</dd>
          <dt className="text-ink-500">Broken links</dt>
          <dd className="break-words text-ink-800 max-sm:mb-1">
            {links.broken.length === 0 ? (
              'None'
            ) : (
              <ul>
                {links.broken.map((url) => (
                  <li key={url} className="break-all text-red-700">
                    {url}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </>
      ) : null}
      {full === undefined ? null : (
        <>
          <dt className="text-ink-500">llms-full.txt</dt>
          <dd className="text-ink-800 max-sm:mb-1">{full ? 'Published' : 'Not found'}</dd>
        </>
      )}
    </dl>
  )
}

import type { AiCheckResult } from '../check'

/** The home page's JSON-LD items that lack properties, each with what it lacks. */
export function StructuredDataIssues({
  issues,
}: {
  issues: AiCheckResult['structuredDataIssues']
}) {
  if (issues.length === 0) {
    return (
      <p className="mt-4 text-sm text-emerald-700">
        Every JSON-LD item has the properties Google requires and recommends.
      </p>
    )
  }
  return (
    <div className="mt-4" data-testid="structured-data-issues">
      <h3 className="text-sm font-semibold text-ink-900">Missing properties</h3>
      <ul className="mt-1 space-y-1 text-sm text-ink-800">
        {issues.map((issue) => (
          <li key={`${issue.type}:${issue.missing.join(',')}`} className="break-words">
            <span className="font-semibold">{issue.type}</span> lacks{' '}
            {issue.missing.map((property, index) => (
              <span key={property}>
                {index > 0 ? ', ' : null}
                <code className="rounded bg-ink-100 px-1 font-mono text-xs">{property}</code>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}

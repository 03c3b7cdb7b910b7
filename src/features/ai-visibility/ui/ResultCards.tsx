import { ScrollRegion } from '@/components/ui/ScrollRegion'
import { cn } from '@/lib/cn'

import type { CheckAnswer } from '../result/types'
import { type CardId, ExpandableCard } from './ExpandableCard'
import { StructuredDataIssues } from './StructuredDataIssues'

function YesNo({ value }: { value: boolean }) {
  return (
    <span className={cn('font-semibold', value ? 'text-emerald-700' : 'text-red-700')}>
      {value ? 'Yes' : 'No'}
    </span>
  )
}

/** Yes/no answers, two columns from the small breakpoint. */
function YesNoList({ rows }: { rows: [label: string, value: boolean][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink-600">{label}</dt>
          <dd>
            <YesNo value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

type CardProps = { result: CheckAnswer; open: boolean; onToggle: (id: CardId) => void }

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/** Says when the file shown is only the first part of a longer robots.txt. */
function RobotsCut({ shown, total }: { shown: string; total?: number }) {
  const shownBytes = new TextEncoder().encode(shown).length
  if (total === undefined || total <= shownBytes) return null
  return (
    <p className="mt-2 text-xs text-ink-500">
      The first {kilobytes(shownBytes)} of {kilobytes(total)}: the verdicts read the whole file.
    </p>
  )
}

/** The robots.txt card: the spec's four answers, the reason and the raw file. */
export function RobotsCard({ result, open, onToggle }: CardProps) {
  return (
    <ExpandableCard
      id="robots"
      title="robots.txt analysis"
      summary={result.robotsTxtAccessible ? 'robots.txt found and read' : 'No usable robots.txt'}
      open={open}
      onToggle={onToggle}
    >
      <YesNoList
        rows={[
          ['robots.txt accessible', result.robotsTxtAccessible],
          ['Allows OpenAI GPTBot', result.allowsGPTBot],
          ['Allows Anthropic ClaudeBot', result.allowsAnthropicBot],
          ['Allows PerplexityBot', result.allowsPerplexityBot],
        ]}
      />
      {result.robotsTxt?.reason ? (
        <p className="mt-4 text-sm text-ink-600">{result.robotsTxt.reason}</p>
      ) : null}
      {result.rawRobotsTxt ? (
        <pre
          data-testid="raw-robots"
          tabIndex={0}
          aria-label="Raw robots.txt"
          className="mt-4 max-h-48 overflow-auto rounded-xl bg-ink-950 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-ink-100"
        >
          {result.rawRobotsTxt}
        </pre>
      ) : null}
      <RobotsCut shown={result.rawRobotsTxt} total={result.rawRobotsTxtBytes} />
    </ExpandableCard>
  )
}

/** The structured data and meta information card. */
export function StructuredCard({ result, open, onToggle }: CardProps) {
  const metaEntries = Object.entries(result.htmlMetaData ?? {})
  const structuredDataTypes = Array.isArray(result.structuredDataTypes)
    ? result.structuredDataTypes
    : []
  return (
    <ExpandableCard
      id="structured"
      title="Structured data and meta information"
      summary={`${structuredDataTypes.length} structured data type${structuredDataTypes.length === 1 ? '' : 's'}, ${metaEntries.length} meta tag${metaEntries.length === 1 ? '' : 's'}`}
      open={open}
      onToggle={onToggle}
    >
      <YesNoList
        rows={[
          ['Structured data', result.hasStructuredData],
          ['Meta description', result.hasMetaTags],
        ]}
      />
      {structuredDataTypes.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Structured data types">
          {structuredDataTypes.map((type) => (
            <li
              key={type}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            >
              {type}
            </li>
          ))}
        </ul>
      ) : null}
      {Array.isArray(result.structuredDataIssues) && structuredDataTypes.length > 0 ? (
        <StructuredDataIssues issues={result.structuredDataIssues} />
      ) : null}
      {metaEntries.length > 0 ? (
        <ScrollRegion
          label="Meta tags"
          className="mt-4 max-h-72 overflow-auto rounded-xl border border-ink-200"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Meta tags of the home page</caption>
            <tbody>
              {metaEntries.map(([name, content]) => (
                <tr key={name} className="border-b border-ink-100 align-top last:border-0">
                  <th
                    scope="row"
                    className="w-1/3 px-3 py-2 font-mono text-xs font-medium text-ink-700 break-all"
                  >
                    {name}
                  </th>
                  <td className="px-3 py-2 text-ink-800 break-words">{content}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </ExpandableCard>
  )
}

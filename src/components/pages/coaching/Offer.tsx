import { CardGrid } from '@/components/pages/CardGrid'
import { NumberedSteps } from '@/components/pages/NumberedSteps'
import { Card, CheckList, Section } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { COACHING_PAGE, COACHING_PROCESS, COACHING_VISION } from '@/content/coaching'
import { formatGbp } from '@/content/offers'
import { rowKey, type CoachingPackage } from '@/lib/offers'

const { process, vision, packages: packagesCopy } = COACHING_PAGE

export function ProcessSection() {
  return (
    <Section id="process" tone="dark" eyebrow={process.eyebrow} title={process.title}>
      <NumberedSteps
        steps={COACHING_PROCESS}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="rounded-2xl border border-white/10 bg-white/5 p-6"
        badgeClassName="grid size-10 place-items-center rounded-full bg-brand-500 text-sm font-bold text-white"
      />
    </Section>
  )
}

export function VisionSection() {
  return (
    <Section id="vision" eyebrow={vision.eyebrow} title={vision.title} lead={vision.lead}>
      <CardGrid
        items={COACHING_VISION}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="p-6 sm:p-6"
      />
    </Section>
  )
}

export function PackagesSection({
  packages,
  saving,
}: {
  packages: CoachingPackage[]
  /** What the package saves against single sessions. */
  saving: number
}) {
  return (
    <Section
      id="packages"
      tone="muted"
      eyebrow={packagesCopy.eyebrow}
      title={packagesCopy.title}
      lead={packagesCopy.lead}
    >
      <ul className="grid gap-6 lg:grid-cols-2">
        {packages.map((item) => (
          <Card
            as="li"
            key={rowKey(item)}
            className={item.mostPopular ? 'relative border-2 border-brand-500' : 'relative'}
          >
            {item.mostPopular ? (
              <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
                {packagesCopy.save(formatGbp(saving))}
              </span>
            ) : null}
            <h3 className="text-xl font-semibold text-ink-950">{item.name}</h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-5xl font-bold tracking-tight text-ink-950">
                {formatGbp(item.price)}
              </span>
              <span className="text-ink-600">/ {item.period}</span>
            </p>
            {item.mostPopular ? (
              <p className="mt-2 text-sm font-medium text-brand-700">
                {packagesCopy.saving(formatGbp(saving))}
              </p>
            ) : (
              <p className="mt-2 text-sm text-ink-600">{packagesCopy.firstStep}</p>
            )}
            <CheckList className="mt-6 text-ink-800" items={item.features ?? []} />
            <a
              href="#schedule"
              className={buttonClasses(
                item.mostPopular ? 'primary' : 'outline',
                'md',
                'mt-8 w-full',
              )}
            >
              {packagesCopy.choose(item.name)}
            </a>
          </Card>
        ))}
      </ul>
      <div className="mt-8 flex items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950">
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="mt-0.5 size-6 shrink-0 text-emerald-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3l7 3v6c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6l7-3Z" />
          <path d="M9 12l2 2 4-4" />
        </svg>
        <p>
          <strong className="font-semibold">{packagesCopy.promiseLabel}</strong>{' '}
          {packagesCopy.promise}
        </p>
      </div>
    </Section>
  )
}

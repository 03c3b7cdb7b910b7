export type Step = { title: string; text: string }

/** An ordered list of steps, each with its number in a round badge, a title and a sentence. */
export function NumberedSteps({
  steps,
  className,
  itemClassName,
  badgeClassName,
  titleClassName = 'mt-4 text-lg font-semibold',
  textClassName = 'mt-2 text-sm text-ink-200',
}: {
  steps: readonly Step[]
  className: string
  itemClassName: string
  badgeClassName: string
  titleClassName?: string
  textClassName?: string
}) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className={itemClassName}>
          <span className={badgeClassName}>{index + 1}</span>
          <h3 className={titleClassName}>{step.title}</h3>
          <p className={textClassName}>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

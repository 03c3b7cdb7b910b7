import { Card } from './sections'

/** A grid of cards, each a title and a sentence. */
export function CardGrid({
  items,
  className,
  cardClassName,
}: {
  items: readonly { title: string; text: string }[]
  className: string
  cardClassName?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <Card as="li" key={item.title} className={cardClassName}>
          <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
          <p className="mt-2 text-ink-600">{item.text}</p>
        </Card>
      ))}
    </ul>
  )
}

/** A titled part of the results: a section named by its h2. */
export function ResultSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

import type { LegalSection } from '@/content/legal'

/**
 * A legal page: title, summary and date, contents and numbered sections, each with its own h2.
 * Server-only markup on purpose: these pages ship no JavaScript of their own. The summary sits
 * in the header, so the first screen's largest text is the page's own and not the cookie
 * banner that appears a second later.
 */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string
  updated: string
  intro: string
  sections: LegalSection[]
}) {
  return (
    <>
      <header data-theme="dark" className="bg-ink-950 pb-14 pt-32 text-white sm:pb-16 sm:pt-40">
        <div className="container-page max-w-6xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-ink-200">{intro}</p>
          <p className="mt-4 text-sm text-ink-300">Last updated {updated}</p>
        </div>
      </header>
      <div className="container-page grid max-w-6xl gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-28 lg:self-start">
          <p aria-hidden className="text-xs font-semibold uppercase tracking-wider text-ink-600">
            Contents
          </p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-ink-700 underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-ink-800">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-28 first:mt-0"
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-bold tracking-tight text-ink-950"
              >
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) =>
                typeof block === 'string' ? (
                  <p key={blockIndex} className="mt-4 leading-relaxed">
                    {block}
                  </p>
                ) : (
                  <ul
                    key={blockIndex}
                    className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-600"
                  >
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}

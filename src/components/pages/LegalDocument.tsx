import { lastUpdated, type LegalSection } from '@/content/legal'

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
  const headings = sections.map((section, index) => `${index + 1}. ${section.title}`)
  return (
    <>
      <header data-theme="dark" className="bg-ink-950 pb-14 pt-32 text-white sm:pb-16 sm:pt-40">
        <div className="container-page max-w-6xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-ink-200">{intro}</p>
          <p className="mt-4 text-sm text-ink-300">{lastUpdated(updated)}</p>
        </div>
      </header>
      <div className="container-page grid max-w-6xl gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
        {/* The block classes (blocks.css) style the parts, which carry no class lists: each
            copy of a part is sent twice, in the HTML and in the hydration payload. A heading's
            number and title are one string; separate text parts would each be marked off by
            an HTML comment. */}
        <nav aria-label="Contents" className="legal-toc">
          <p aria-hidden>Contents</p>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{headings[index]}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-body">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{headings[index]}</h2>
              {section.blocks.map((block, blockIndex) =>
                typeof block === 'string' ? (
                  <p key={blockIndex}>{block}</p>
                ) : (
                  <ul key={blockIndex}>
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

import { Gutter, Pill, SetDocumentStepNav, Table } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import Link from 'next/link'
import type { DocumentViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

const PER_PAGE = 10

type Editor = { name?: string | null; email?: string | null } | number | null | undefined

/** An administrator as the panel names them; one deleted since reads as such. */
function editorName(editor: Editor): string {
  if (typeof editor === 'object' && editor) return editor.name || editor.email || 'Administrator'
  return typeof editor === 'number' ? 'A former administrator' : '—'
}

/**
 * The Versions tab of a post: Payload's columns (saved at, with a link to the version; status)
 * and who saved each version, which Payload's own tab has no place for.
 */
export async function VersionsWithEditors({
  initPageResult: { collectionConfig, docID, req },
  routeSegments,
  searchParams,
}: DocumentViewServerProps) {
  if (!collectionConfig || docID === undefined) return null
  const slug = collectionConfig.slug
  const page = Math.max(1, Number(searchParams?.page) || 1)
  const trashed = routeSegments[2] === 'trash'
  const { docs, hasNextPage, hasPrevPage, totalDocs } = await req.payload.findVersions({
    collection: slug,
    where: { parent: { equals: docID } },
    sort: '-updatedAt',
    limit: PER_PAGE,
    page,
    depth: 1,
    select: {
      updatedAt: true,
      autosave: true,
      latest: true,
      version: { _status: true, editedBy: true },
    },
    trash: true,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const { admin: adminRoute } = req.payload.config.routes
  const dateFormat = req.payload.config.admin.dateFormat
  const docPath = `/collections/${slug}/${trashed ? 'trash/' : ''}${docID}` as const
  const href = (path: string) => formatAdminURL({ adminRoute, path: `${docPath}${path}` })
  const rows = docs.map((doc) => {
    const version = doc.version as { _status?: string; editedBy?: Editor }
    const flags = doc as { autosave?: boolean; latest?: boolean }
    return { id: doc.id, doc: { ...flags, updatedAt: doc.updatedAt }, version }
  })
  const column = (accessor: string, label: string, cells: React.ReactNode[]) => ({
    accessor,
    active: true,
    field: { name: accessor, type: 'text' as const },
    Heading: <span>{label}</span>,
    renderedCells: cells,
  })
  const columns = [
    column(
      'updatedAt',
      'Updated At',
      rows.map(({ id, doc }) => (
        <Link href={href(`/versions/${id}`)} prefetch={false} key={id}>
          {formatDate({ date: doc.updatedAt, i18n: req.i18n, pattern: dateFormat })}
        </Link>
      )),
    ),
    column(
      'editedBy',
      'Saved by',
      rows.map(({ id, version }) => <span key={id}>{editorName(version.editedBy)}</span>),
    ),
    column(
      '_status',
      'Status',
      rows.map(({ id, doc, version }) => (
        <span key={id} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {doc.autosave && <Pill size="small">Autosave</Pill>}
          <Pill size="small" pillStyle={version._status === 'published' ? 'success' : 'light'}>
            {version._status === 'published' ? 'Published' : 'Draft'}
          </Pill>
          {doc.latest && <Pill size="small">Current</Pill>}
        </span>
      )),
    ),
  ]
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={slug}
        id={docID}
        isTrashed={trashed}
        pluralLabel={collectionConfig.labels.plural}
        useAsTitle={collectionConfig.admin.useAsTitle}
        view="Versions"
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          {totalDocs === 0 ? (
            <div className="versions__no-versions">No further versions found</div>
          ) : (
            <>
              <Table columns={columns} data={rows} />
              <nav className="versions__page-controls" aria-label="Versions pages">
                {hasPrevPage && <Link href={href(`/versions?page=${page - 1}`)}>Newer</Link>}
                <span className="versions__page-info">
                  {(page - 1) * PER_PAGE + 1}–{Math.min(page * PER_PAGE, totalDocs)} of {totalDocs}
                </span>
                {hasNextPage && <Link href={href(`/versions?page=${page + 1}`)}>Older</Link>}
              </nav>
            </>
          )}
        </Gutter>
      </main>
    </>
  )
}

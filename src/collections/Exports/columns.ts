/**
 * The collections an administrator can export from their list in /cms, and the columns the
 * export drawer starts with: the whole record an administrator reads, not the list's visible
 * columns. Every other collection is refused by the export endpoints.
 */
export const EXPORTABLE_COLLECTIONS = {
  'contact-messages': [
    'fullName',
    'workEmail',
    'company',
    'companySize',
    'planInterest',
    'howDidYouHear',
    'isAgency',
    'message',
    'status',
    'source',
    'createdAt',
  ],
  'waitlist-entries': ['name', 'email', 'createdAt'],
} as const satisfies Record<string, readonly string[]>

export type ExportableSlug = keyof typeof EXPORTABLE_COLLECTIONS

export const isExportable = (slug: unknown): slug is ExportableSlug =>
  typeof slug === 'string' && Object.hasOwn(EXPORTABLE_COLLECTIONS, slug)

'use client'

import { useFormFields } from '@payloadcms/ui'

type Props = {
  /** The page's address as search results show it. */
  url: string
  titlePath: string
  descriptionPath: string
  /** What the page adds after the title in its <title> (empty for the home page). */
  titleSuffix: string
}

/**
 * The search result the page's <head> makes, as the editor types: the plugin's own preview asks
 * the server for one address per document, and this global holds many pages.
 */
export function PageSeoPreview({ url, titlePath, descriptionPath, titleSuffix }: Props) {
  const title = useFormFields(([fields]) => fields[titlePath]?.value)
  const description = useFormFields(([fields]) => fields[descriptionPath]?.value)
  return (
    <div className="page-seo-preview" style={{ marginBottom: 20 }}>
      <div>Preview</div>
      <div style={{ color: 'var(--theme-elevation-500)', marginBottom: 5 }}>
        How the page may look in search results.
      </div>
      <div
        data-testid="page-seo-preview"
        style={{
          background: 'var(--theme-elevation-50)',
          borderRadius: 5,
          boxShadow: '0 0 10px rgba(0, 0, 0, 0.1)',
          maxWidth: 600,
          padding: 20,
          overflowWrap: 'anywhere',
        }}
      >
        <div style={{ fontSize: 13 }}>{url}</div>
        <h4 style={{ margin: '4px 0', color: 'var(--theme-text)' }}>
          {typeof title === 'string' ? title : ''}
          {titleSuffix}
        </h4>
        <p style={{ margin: 0 }}>{typeof description === 'string' ? description : ''}</p>
      </div>
    </div>
  )
}

export default function BlogLoading() {
  return (
    <div className="bg-ink-50">
      <div className="container-page flex min-h-[60vh] items-center justify-center">
        <p role="status" className="flex items-center gap-3 text-lg font-medium text-ink-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          Loading articles...
        </p>
      </div>
    </div>
  )
}

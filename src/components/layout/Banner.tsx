/** The announcement strip above the navigation. */
export function Banner({ text }: { text: string }) {
  return (
    <div className="bg-gradient-to-r from-brand-700 via-brand-600 to-brand-700 text-white">
      <p className="container-page flex h-9 items-center justify-center gap-2 text-center text-xs font-medium sm:text-sm">
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-4 shrink-0 opacity-90"
        >
          <path
            fillRule="evenodd"
            d="M10 2a4 4 0 0 0-4 4v2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-1V6a4 4 0 0 0-4-4Zm2 6V6a2 2 0 1 0-4 0v2h4Z"
            clipRule="evenodd"
          />
        </svg>
        <span className="truncate">{text}</span>
      </p>
    </div>
  )
}

import { HONEYPOT_FIELD } from '@/lib/validation/contactFields'

/**
 * The spam trap of the enquiry forms: off-screen and hidden from assistive tech, so only bots
 * fill it in; the handler then answers as usual but stores nothing. An agent filling the form in
 * as a WebMCP tool is told to leave it empty.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        toolparamdescription="Leave empty: only spam bots fill this in, and their messages are dropped."
      />
    </div>
  )
}

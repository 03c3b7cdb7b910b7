import { HONEYPOT_FIELD } from '@/lib/validation/contactFields'

/**
 * The spam trap of the enquiry forms: off-screen and hidden from assistive tech, so only bots
 * fill it in; the handler then answers as usual but stores nothing.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

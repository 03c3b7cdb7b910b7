import { cn } from '@/lib/cn'

type Message = { from: 'assistant' | 'visitor'; text: string; time: string }

// A static conversation (the assistant demo does not reply), so it ships no JavaScript.
const CONVERSATION: Message[] = [
  {
    from: 'assistant',
    time: '09:41',
    text: 'Hi there! I’m the Brightside Dental assistant. How can I help you today?',
  },
  { from: 'visitor', time: '09:41', text: 'Can I book a check-up next Tuesday afternoon?' },
  {
    from: 'assistant',
    time: '09:41',
    text: 'Of course. Dr Patel has 2:30 pm and 4:15 pm free next Tuesday. A check-up takes 30 minutes and costs £55, or it’s included in your care plan.',
  },
  { from: 'visitor', time: '09:42', text: '4:15 works. I’m on the care plan.' },
  {
    from: 'assistant',
    time: '09:42',
    text: 'You’re booked for Tuesday at 4:15 pm with Dr Patel, covered by your care plan. I’ve emailed you a confirmation and I’ll send a reminder the day before.',
  },
]

const SUGGESTIONS = ['Opening hours', 'Emergency appointment', 'Talk to the team']

/** The conversational AI assistant demo: a static chat window. */
export function AssistantDemo({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 text-white shadow-2xl shadow-brand-900/30',
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-white/10 px-4 py-3 sm:px-5">
        <span
          className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-400"
          aria-hidden="true"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5 text-white"
          >
            <path d="M12 8V4H8" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="4" y="8" width="16" height="12" rx="3" />
            <path d="M9 13v1M15 13v1" strokeLinecap="round" />
          </svg>
        </span>
        <div>
          <h3 className="text-sm font-semibold">AI Assistant</h3>
          <p className="flex items-center gap-1.5 text-xs text-ink-300">
            <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
            Online, replies instantly
          </p>
        </div>
      </div>

      <ol className="flex flex-col gap-3 px-4 py-5 sm:px-5" aria-label="Sample conversation">
        {CONVERSATION.map((message, index) => (
          <li
            key={index}
            className={cn(
              'flex max-w-[85%] flex-col gap-1',
              message.from === 'visitor' && 'self-end items-end',
            )}
          >
            <span className="sr-only">
              {message.from === 'assistant' ? 'Assistant:' : 'Visitor:'}
            </span>
            <p
              className={cn(
                'rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
                message.from === 'assistant'
                  ? 'rounded-tl-sm bg-white/[0.06] text-ink-100'
                  : 'rounded-tr-sm bg-brand-600 text-white',
              )}
            >
              {message.text}
            </p>
            <span className="text-[11px] text-ink-300" aria-hidden="true">
              {message.time}
            </span>
          </li>
        ))}
      </ol>

      <div className="mt-auto border-t border-white/10 px-4 py-4 sm:px-5">
        <ul className="flex flex-wrap gap-2" aria-label="Suggested replies">
          {SUGGESTIONS.map((suggestion) => (
            <li
              key={suggestion}
              className="rounded-full border border-white/15 px-3 py-1 text-xs text-ink-200"
            >
              {suggestion}
            </li>
          ))}
        </ul>
        {/* A picture of the composer, not a field: the demo is static. */}
        <div
          className="mt-3 flex items-center justify-between rounded-full border border-white/10 bg-ink-950 py-2 pr-2 pl-4 text-sm text-ink-300"
          aria-hidden="true"
        >
          Type your message…
          <span className="grid size-8 place-items-center rounded-full bg-brand-600 text-white">
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M3.1 2.3a.75.75 0 0 1 .8-.1l13.5 7.1a.75.75 0 0 1 0 1.3L3.9 17.8a.75.75 0 0 1-1-.9L4.6 11H10a1 1 0 1 0 0-2H4.6L2.9 3.1a.75.75 0 0 1 .2-.8z" />
            </svg>
          </span>
        </div>
      </div>
    </div>
  )
}

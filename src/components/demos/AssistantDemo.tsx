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
    <div className={cn('chat-demo', className)}>
      <div className="chat-head">
        <span aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 8V4H8" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="4" y="8" width="16" height="12" rx="3" />
            <path d="M9 13v1M15 13v1" strokeLinecap="round" />
          </svg>
        </span>
        <div>
          <h3>AI Assistant</h3>
          <p>
            <span aria-hidden="true" />
            Online, replies instantly
          </p>
        </div>
      </div>

      <ol className="chat-log" aria-label="Sample conversation">
        {CONVERSATION.map((message, index) => (
          <li key={index} className={message.from}>
            <span className="sr-only">
              {message.from === 'assistant' ? 'Assistant:' : 'Visitor:'}
            </span>
            <p>{message.text}</p>
            <span aria-hidden="true">{message.time}</span>
          </li>
        ))}
      </ol>

      <div className="chat-foot">
        <ul className="chat-suggestions" aria-label="Suggested replies">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
        {/* A picture of the composer, not a field: the demo is static. */}
        <div className="chat-composer" aria-hidden="true">
          Type your message…
          <span>
            <svg viewBox="0 0 20 20" fill="currentColor">
              <path d="M3.1 2.3a.75.75 0 0 1 .8-.1l13.5 7.1a.75.75 0 0 1 0 1.3L3.9 17.8a.75.75 0 0 1-1-.9L4.6 11H10a1 1 0 1 0 0-2H4.6L2.9 3.1a.75.75 0 0 1 .2-.8z" />
            </svg>
          </span>
        </div>
      </div>
    </div>
  )
}

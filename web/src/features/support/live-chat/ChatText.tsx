import { CHAT_LINK_REL, chatSegments } from '@shop/shared';

/** A chat message as text: http(s) addresses become links that open apart from the console; nothing is ever parsed as HTML. */
export function ChatText({ text }: { readonly text: string }) {
  if (text === '') return null;
  return (
    <p className="live-chat__text">
      {chatSegments(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel={CHAT_LINK_REL}>
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

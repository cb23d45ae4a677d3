import { CHAT_LINK_REL, chatSegments } from '@shop/shared';

/** A message as text: only http(s) addresses become links (new tab, no opener, no referrer, nofollow); never HTML. */
export function ChatText({ text }: { readonly text: string }) {
  if (text === '') return null;
  return (
    <p className="sf-chat__text">
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

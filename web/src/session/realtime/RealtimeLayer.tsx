import './realtime.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cursorOnScreen, colourFor, visibleCursors, type Viewport } from './presence-view';
import { useRealtimeClient, useRealtimeSnapshot } from './realtime-context';
import { REALTIME_TEXTS } from './texts';

const COARSE_POINTER = '(pointer: coarse)';

// jsdom (and old embedded browsers) have no matchMedia.
const coarseQuery = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER) : undefined);

const subscribeToCoarse = (listener: () => void) => {
  const query = coarseQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const isCoarse = () => coarseQuery()?.matches ?? false;

const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight, scrollX: window.scrollX, scrollY: window.scrollY });

/**
 * Live cursors: sends this admin's pointer (throttled in the client) and draws the other
 * admins' cursors on the same page over everything, the theme builder included, moving
 * with the page as it scrolls. Nothing on touch devices, which have no pointer to share.
 */
export function RealtimeLayer() {
  const client = useRealtimeClient();
  const snapshot = useRealtimeSnapshot();
  const coarse = useSyncExternalStore(subscribeToCoarse, isCoarse);
  const [viewport, setViewport] = useState(viewportNow);

  useEffect(() => {
    if (!client || coarse) return;
    let last: { clientX: number; clientY: number } | undefined;
    const send = () => {
      if (!last) return;
      client.movePointer({
        x: (last.clientX / window.innerWidth) * 100,
        y: (last.clientY / window.innerHeight) * 100,
        scrollX: window.scrollX,
        scrollY: window.scrollY,
      });
    };
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      last = { clientX: event.clientX, clientY: event.clientY };
      send();
    };
    let frame = 0;
    const onViewport = () => {
      // A scroll moves the pointer on the page too; the others see it follow.
      send();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setViewport(viewportNow()));
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    window.addEventListener('scroll', onViewport, { passive: true });
    window.addEventListener('resize', onViewport);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointer);
      window.removeEventListener('scroll', onViewport);
      window.removeEventListener('resize', onViewport);
    };
  }, [client, coarse]);

  if (coarse) return null;
  const cursors = visibleCursors(snapshot);
  return (
    <div className="realtime-layer" aria-hidden="true" data-testid="realtime-layer">
      {cursors.map((cursor) => {
        const { left, top } = cursorOnScreen(cursor, viewport);
        const colour = colourFor(cursor.userName);
        return (
          <div
            key={cursor.socketId}
            className="live-cursor"
            data-testid="live-cursor"
            title={REALTIME_TEXTS.cursorOf(cursor.userName)}
            style={{ transform: `translate(${left}px, ${top}px)` }}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" className="live-cursor-arrow">
              <path d="M1 1 L1 15 L5 11 L8 17 L10.5 16 L7.5 10 L13 10 Z" fill={colour} stroke="white" strokeWidth="1.2" strokeLinejoin="round" />
            </svg>
            <span className="live-cursor-name" style={{ backgroundColor: colour }}>
              {cursor.userName}
            </span>
          </div>
        );
      })}
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { TOUR_POPOVER, TOUR_STEP_COUNT } from '@shop/shared';
import { popoverPosition } from './popover-position';
import { useTour } from './tour-context';
import { isTourActive } from './tour-state';
import { TOUR_STEPS } from './tour-steps';
import { TOUR_TEXTS } from './texts';

const targetOf = (name: string): HTMLElement | null => {
  // Several copies may exist (e.g. the mobile drawer); the visible one counts.
  const all = Array.from(document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`));
  return all.find((el) => el.getClientRects().length > 0) ?? all[0] ?? null;
};

/** The step's card beside its highlighted element; Escape closes the tour without finishing it. */
export function TourPopover() {
  const { state, next, previous, close } = useTour();
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number }>();
  const active = isTourActive(state);
  const step = active ? TOUR_STEPS[state.step] : undefined;

  useLayoutEffect(() => {
    if (!step) return;
    const place = () => {
      const target = targetOf(step.target);
      const rect = target?.getBoundingClientRect();
      setPosition(popoverPosition(rect, { width: window.innerWidth, height: window.innerHeight }));
    };
    const target = targetOf(step.target);
    target?.classList.add('tour-highlight');
    target?.scrollIntoView({ block: 'nearest' });
    place();
    // The card follows its element when the page or the side menu scrolls, not only on resize.
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      target?.classList.remove('tour-highlight');
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [step]);

  useEffect(() => {
    if (!active) return;
    card.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, state.step, close]);

  if (!step || !position) return null;
  const last = state.step === TOUR_STEP_COUNT - 1;
  return (
    <div
      ref={card}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="tour-popover p-component"
      style={{ top: position.top, left: position.left, width: TOUR_POPOVER.width, height: TOUR_POPOVER.height }}
    >
      <div className="tour-popover-header">
        <strong id={titleId}>{step.title}</strong>
        <Button icon="pi pi-times" text rounded size="small" aria-label={TOUR_TEXTS.close} onClick={close} />
      </div>
      <p className="tour-popover-text">{step.text}</p>
      <div className="tour-popover-footer">
        <span className="tour-progress">{TOUR_TEXTS.progress(state.step + 1, TOUR_STEP_COUNT)}</span>
        <Button label={TOUR_TEXTS.previous} size="small" outlined disabled={state.step === 0} onClick={previous} />
        <Button label={last ? TOUR_TEXTS.finish : TOUR_TEXTS.next} size="small" onClick={next} />
      </div>
    </div>
  );
}

import { TOUR_POPOVER } from '@shop/shared';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const { width: W, height: H, margin: M } = TOUR_POPOVER;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the 300×200 popover goes: 16 px below the element, else above it, else beside it,
 * always at least 16 px inside the viewport; centred when the element is not on screen.
 */
export const popoverPosition = (target: Box | undefined, viewport: { width: number; height: number }): { top: number; left: number } => {
  const centred = { top: Math.max(M, (viewport.height - H) / 2), left: Math.max(M, (viewport.width - W) / 2) };
  if (!target || target.width === 0 || target.height === 0) return centred;
  const left = clamp(target.left, M, viewport.width - W - M);
  if (target.top + target.height + M + H + M <= viewport.height) return { top: target.top + target.height + M, left };
  if (target.top - M - H >= M) return { top: target.top - M - H, left };
  const beside = target.left + target.width + M;
  if (beside + W + M <= viewport.width) return { top: clamp(target.top, M, viewport.height - H - M), left: beside };
  return centred;
};

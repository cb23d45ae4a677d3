import { NEW_ORDER_SOUND_VOLUME } from '@shop/shared';

let context: AudioContext | undefined;

/**
 * Browsers allow sound only after the user has interacted with the page: the audio context
 * is created (or resumed) on the first pointer or key press, and the bell stays silent before.
 */
export const unlockBellOnFirstInteraction = (): (() => void) => {
  const unlock = () => {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    void context.resume();
    remove();
  };
  const remove = () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return remove;
};

/** Two short bell strokes at the spec's volume (0.1), synthesized: no audio file to download. */
export const ringBell = (): void => {
  if (context?.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(NEW_ORDER_SOUND_VOLUME, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.6);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.6);
  }
};

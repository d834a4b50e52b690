/**
 * The clock's sound, made with the Web Audio API (no audio files): a short tick each second in
 * the last seconds, a low buzz when time runs out. The choice is remembered in this browser.
 */
const KEY = 'horde.seconds.sound';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** One tone: frequency (Hz), length (ms), loudness 0-1. */
export function tone(frequency: number, ms: number, volume = 0.15, type: OscillatorType = 'square'): void {
  const ctx = audio();
  if (!ctx) return;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const end = ctx.currentTime + ms / 1000;
  osc.type = type;
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(volume, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(end);
}

export const tick = (secondsLeft: number): void => tone(secondsLeft <= 3 ? 1046 : 784, 90);
export const buzz = (): void => tone(110, 600, 0.25, 'sawtooth');

export function soundPreference(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function rememberSound(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    /* private mode: the choice lasts this visit */
  }
}

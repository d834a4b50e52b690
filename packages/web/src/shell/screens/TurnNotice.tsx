/**
 * When another seat passes the hand to this screen (an online game where it plays one seat): a notice on
 * the page, read out by screen readers, the page's title while it is in the background, and an optional
 * chime (off until the player turns it on; the choice is kept in this browser). Only for the seat's own turn,
 * once per turn: an off-turn window (a counter, a reaction) is the table's to show, not a turn.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameConnection } from '../conn/types.ts';
import { browserStore } from '../conn/store.ts';

const SOUND = 'horde.turnSound';

export function turnSoundOn(): boolean {
  return browserStore().getItem(SOUND) === 'on';
}
export function setTurnSound(on: boolean): void {
  browserStore().setItem(SOUND, on ? 'on' : 'off');
}

/** Two short rising tones (Web Audio; nothing when the browser has none or blocks it). */
function chime(): void {
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    [660, 880].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = hz;
      const start = ctx.currentTime + i * 0.15;
      gain.gain.setValueAtTime(0.12, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.14);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.15);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // no sound is no harm
  }
}

/** How long the notice stays on the page. */
const SHOWN_MS = 4000;

/**
 * Whether a view shows this seat's own turn (table-module.ts `ownTurn`); absent: whenever the game waits on it
 * (a game without off-turn windows).
 */
export type OwnTurn = (view: unknown) => boolean;

export function TurnNotice({ conn, ownTurn }: { conn: GameConnection; ownTurn?: OwnTurn }): ReactElement {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const original = document.title;
    const restore = () => {
      document.title = original;
    };
    const turnOf = (snapshot: { view: unknown; awaited?: boolean }) =>
      ownTurn ? ownTurn(snapshot.view) : (snapshot.awaited ?? false);
    // Told once per turn: an opponent's window within it (the game waits on them, then on this seat again) is no new turn.
    let told = turnOf(conn.current());
    const off = conn.subscribe((u) => {
      const mine = turnOf(u.snapshot);
      const now = mine && (u.snapshot.awaited ?? false);
      // Only when someone else had the hand: another seat of a game for several (not each round of a solo game).
      const others = (conn.talk?.names().length ?? 0) > 1;
      if (now && !told && !u.initial && others) {
        setShown(true);
        if (document.hidden) document.title = t('notice.title');
        if (turnSoundOn()) chime();
      }
      if (now) told = true;
      if (!mine) {
        told = false;
        setShown(false);
        restore();
      }
    });
    const onVisible = () => {
      if (!document.hidden) restore();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      off();
      document.removeEventListener('visibilitychange', onVisible);
      restore();
    };
  }, [conn, ownTurn, t]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div className="turn-notice" role="status">
      {shown ? <p>{t('notice.yourTurn')}</p> : null}
    </div>
  );
}

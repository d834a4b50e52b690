/**
 * The people at an online table (issue 14, "Players"): who sits at each seat by name and whether they are
 * here, this screen's name, and a short chat with reactions. A button at the end of the table's top bar
 * (table-bar.ts) opens it and counts the lines not read yet; it never covers the table's controls.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine, Reaction, TableTalk as Talk } from '../conn/types.ts';
import { NamePrompt } from './NamePrompt.tsx';
import { setTurnSound, turnSoundOn } from './TurnNotice.tsx';

/**
 * Every reaction with its sign (the words are the translations' `talk.reactions.*`): symbols every system
 * font has, not colour emoji, which some systems lack.
 */
export const REACTION_ICONS: Record<Reaction, string> = {
  hello: '☺',
  wellPlayed: '★',
  thanks: '♥',
  oops: '☹',
  wait: '◷',
  go: '➜',
};

/** Re-renders on every change of names, presence or chat; the version counts the changes. */
function useTalk(talk: Talk): number {
  const version = useRef(0);
  return useSyncExternalStore(
    (onChange) =>
      talk.subscribe(() => {
        version.current++;
        onChange();
      }),
    () => version.current,
  );
}

export function TableTalk({
  talk,
  seat,
  initialName,
}: {
  talk: Talk;
  /** The seat this screen plays. */
  seat: number;
  /** The name this browser gave before (empty: none). */
  initialName: string;
}): ReactElement | null {
  const { t } = useTranslation();
  useTalk(talk);
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState(0);
  // No name given yet in this browser: asked once per visit (issue 33).
  const [ask, setAsk] = useState(initialName.trim() === '');
  const lines = talk.lines();
  const unread = open ? 0 : Math.max(0, lines.length - read);
  useEffect(() => {
    if (open) setRead(lines.length);
  }, [open, lines.length]);
  const panelId = useId();
  const asking = ask && !open;
  // Alone at the table (one seat for people): nobody to talk to.
  if (talk.names().length < 2) return null;

  return (
    <div className="table-talk">
      <button
        type="button"
        className="table-talk-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('talk.button')}
        {unread > 0 && (
          <>
            <span className="table-talk-unread" aria-hidden="true">
              {unread}
            </span>
            <span className="sr-only">{t('talk.unread', { count: unread })}</span>
          </>
        )}
      </button>
      {open && (
        <section id={panelId} className="table-talk-panel" aria-label={t('talk.heading')}>
          <header>
            <h2>{t('talk.heading')}</h2>
            <button type="button" className="small" onClick={() => setOpen(false)}>
              {t('talk.close')}
            </button>
          </header>
          <Seats talk={talk} seat={seat} />
          <NameField talk={talk} initialName={initialName} />
          <SoundSwitch />
          <Lines lines={lines} talk={talk} />
          <Say talk={talk} />
        </section>
      )}
      {asking && (
        <div className="table-talk-card">
          <NamePrompt talk={talk} seat={seat} onDone={() => setAsk(false)} />
        </div>
      )}
    </div>
  );
}

/** A seat's name as the table shows it: the player's, else "Seat N". */
function seatLabel(
  t: (k: string, o?: Record<string, unknown>) => string,
  names: readonly (string | null)[],
  seat: number,
) {
  return names[seat] ?? t('talk.seat', { seat: seat + 1 });
}

function Seats({ talk, seat }: { talk: Talk; seat: number }): ReactElement {
  const { t } = useTranslation();
  const names = talk.names();
  const connected = new Set(talk.connected());
  return (
    <ul className="table-talk-seats">
      {names.map((_, s) => (
        <li key={s}>
          <span className={connected.has(s) ? 'dot here' : 'dot away'} aria-hidden="true" />
          {t('talk.seat', { seat: s + 1 })}
          {names[s] ? <strong> {names[s]}</strong> : null}
          {s === seat ? ` (${t('talk.you')})` : ''} · {connected.has(s) ? t('talk.here') : t('talk.away')}
        </li>
      ))}
    </ul>
  );
}

function NameField({ talk, initialName }: { talk: Talk; initialName: string }): ReactElement {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [saved, setSaved] = useState(initialName);
  const trimmed = name.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || trimmed === saved) return;
    talk.rename(trimmed);
    setSaved(trimmed);
  };
  return (
    <form className="table-talk-name" onSubmit={submit}>
      <label>
        {t('talk.yourName')}{' '}
        <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
      </label>
      <button type="submit" className="small" disabled={!trimmed || trimmed === saved}>
        {t('talk.saveName')}
      </button>
    </form>
  );
}

function SoundSwitch(): ReactElement {
  const { t } = useTranslation();
  const [on, setOn] = useState(turnSoundOn);
  return (
    <label className="table-talk-sound">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setTurnSound(e.target.checked);
          setOn(e.target.checked);
        }}
      />{' '}
      {t('talk.sound')}
    </label>
  );
}

function Lines({ lines, talk }: { lines: readonly ChatLine[]; talk: Talk }): ReactElement {
  const { t } = useTranslation();
  const names = talk.names();
  // Follows the newest line inside its own box (scrollIntoView would scroll the page too).
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el && lines.length) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  if (lines.length === 0) return <p className="table-talk-empty">{t('talk.empty')}</p>;
  return (
    // A log region: new lines are read out; it scrolls by keyboard (tabIndex) without moving the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <ol ref={list} className="table-talk-lines" role="log" aria-label={t('talk.lines')} tabIndex={0}>
      {lines.map((line, i) => (
        <li key={`${line.at}-${i}`}>
          <strong>{line.name ?? seatLabel(t, names, line.seat)}</strong>{' '}
          {line.reaction ? `${REACTION_ICONS[line.reaction]} ${t(`talk.reactions.${line.reaction}`)}` : line.text}
        </li>
      ))}
    </ol>
  );
}

function Say({ talk }: { talk: Talk }): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const line = text.trim();
    if (!line) return;
    talk.say({ text: line });
    setText('');
  };
  return (
    <>
      <div className="table-talk-reactions">
        {(Object.keys(REACTION_ICONS) as Reaction[]).map((r) => (
          <button key={r} type="button" className="small" onClick={() => talk.say({ reaction: r })}>
            <span aria-hidden="true">{REACTION_ICONS[r]}</span> {t(`talk.reactions.${r}`)}
          </button>
        ))}
      </div>
      <form className="table-talk-say" onSubmit={submit}>
        <input
          aria-label={t('talk.message')}
          placeholder={t('talk.placeholder')}
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          // Keys typed here are words, not the table's shortcuts.
          onKeyDown={(e) => e.stopPropagation()}
        />
        <button type="submit" className="small" disabled={!text.trim()}>
          {t('talk.send')}
        </button>
      </form>
    </>
  );
}

/**
 * A player who joins a shared table (an invite link) is asked for a name (issue 33): the other seats see it instead
 * of "Seat 2". A small card in the table's top bar, under the Players button, never in the way of the table (no
 * focus taken, nothing covered: the bar grows to hold it); asked while this browser has given no name, "Not now" leaves the seat unnamed for this
 * visit, and the Players panel renames at any time.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableTalk } from '../conn/types.ts';

export function NamePrompt({
  talk,
  seat,
  onDone,
}: {
  talk: TableTalk;
  seat: number;
  onDone: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    talk.rename(trimmed);
    onDone();
  };
  return (
    <form className="name-prompt" aria-labelledby="name-prompt-title" onSubmit={submit}>
      <h2 id="name-prompt-title">{t('talk.askName.title', { seat: seat + 1 })}</h2>
      <p>{t('talk.askName.why', { seat: seat + 1 })}</p>
      <div className="name-prompt-row">
        <input
          aria-label={t('talk.yourName')}
          value={name}
          maxLength={24}
          onChange={(e) => setName(e.target.value)}
          autoComplete="nickname"
          // Keys typed here are a name, not the table's shortcuts.
          onKeyDown={(e) => e.stopPropagation()}
        />
        <button type="submit" className="small primary" disabled={!trimmed}>
          {t('talk.askName.join')}
        </button>
        <button type="button" className="small" onClick={onDone}>
          {t('talk.askName.later')}
        </button>
      </div>
    </form>
  );
}

/**
 * Experience mode's next mission (seed 001 lines 2729-2755), on the end screen: the survivors who carry something
 * (their Experience cards, the highest Danger Level they reached), the next mission, a survivor to discard (he
 * starts afresh: line 2743), then the next game (the shell's SequelHooks: a server game or one in this browser).
 * On a server game another seat may have made it: this screen then offers its own seat of it.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { carriedRecords } from '@horde/zombicide/rulesets/classic/index';
import type { SequelHooks } from '../../../shell/table-module.ts';
import { errorText } from '../../../shell/errors.ts';
import { missions, missionById } from '../data.ts';
import { missionName } from '../text/missions.ts';
import { cardName, skillName, survivorName } from '../text/names.ts';

/** How often an end screen asks whether another seat made the next game (ms). */
const POLL_MS = 4000;

export function NextMission({ view, sequel }: { view: PlayerView; sequel: SequelHooks }): ReactElement | null {
  const { t } = useTranslation('classic');
  const shell = useTranslation().t;
  const [mission, setMission] = useState(view.mission);
  const [discard, setDiscard] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joinLink, setJoinLink] = useState<string | null>(null);
  useEffect(() => {
    if (!sequel.shared) return;
    let live = true;
    const check = () =>
      void sequel.next().then(
        (link) => live && setJoinLink(link),
        () => {},
      );
    check();
    const timer = setInterval(check, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [sequel]);
  const records = carriedRecords(view);
  const ids = Object.keys(records);
  if (!view.options.experienceMode || ids.length === 0) return null;
  const card = (c: string) =>
    `${cardName(t, c.slice(0, c.indexOf('/')))} / ${skillName(t, c.slice(c.indexOf('/') + 1))}`;
  const start = () => {
    setBusy(true);
    setError(null);
    sequel.start({ entry: mission, discard }).catch((e: unknown) => {
      setBusy(false);
      setError(errorText(shell, e));
    });
  };
  return (
    <section className="next-mission" aria-labelledby="next-mission-title">
      <h3 id="next-mission-title">{t('over.next.title')}</h3>
      {joinLink && (
        <p>
          {t('over.next.made')}{' '}
          <button type="button" className="primary" onClick={() => sequel.open(joinLink)}>
            {t('over.next.join')}
          </button>
        </p>
      )}
      <ul className="veterans">
        {ids.map((id) => {
          const r = records[id];
          const level = t(`names.level.${r.reached.level}`);
          return (
            <li key={id} data-veteran={id}>
              <div>
                {r.reached.lap
                  ? t('over.next.reachedLap', { name: survivorName(id), level, lap: r.reached.lap })
                  : t('over.next.reached', { name: survivorName(id), level })}
                {r.zombivor ? ` ${t('over.next.zombivor')}` : ''}
              </div>
              <div>
                {r.cards.length > 0
                  ? t('over.next.cards', { cards: r.cards.map(card).join(', ') })
                  : t('over.next.noCards')}
              </div>
              <label>
                <input
                  type="checkbox"
                  checked={discard.includes(id)}
                  onChange={(e) => setDiscard(e.target.checked ? [...discard, id] : discard.filter((d) => d !== id))}
                />{' '}
                {t('over.next.discard', { name: survivorName(id) })}
              </label>
            </li>
          );
        })}
      </ul>
      <label>
        {t('over.next.mission')}{' '}
        <select value={mission} onChange={(e) => setMission(e.target.value)}>
          {missions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.id} {missionName(t, missionById(m.id))}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="primary" disabled={busy || !!joinLink} onClick={start}>
        {t('over.next.start')}
      </button>
    </section>
  );
}

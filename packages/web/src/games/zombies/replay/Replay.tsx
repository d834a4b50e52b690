/**
 * A finished game replayed move by move: the map, the seats and the log as they were after each action, with
 * first/previous/play/next/last buttons, a slider, and the arrow keys and space bar.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MapBoard } from '../board/MapBoard.tsx';
import { DiceTray, lastRoll } from '../table/DiceTray.tsx';
import { Log } from '../table/Log.tsx';
import { SeatList } from '../table/SeatList.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { describeAction } from '../text/actions.ts';
import { namer } from '../text/names.ts';
import type { ZRecord } from '../types.ts';
import { buildSteps } from './buildSteps.ts';

const NO_MARKS = new Map();

export function Replay({ record, onLeave }: { record: ZRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('zombies');
  const steps = useMemo(() => buildSteps(record), [record]);
  const last = steps.length - 1;
  const [i, setI] = useState(last);
  const [playing, setPlaying] = useState(false);
  const step = steps[i];
  const names = useMemo(() => namer(t, step.view.geo, i18n.language), [t, step.view.geo, i18n.language]);
  const events = useMemo(() => steps.slice(1, i + 1).flatMap((s) => s.events), [steps, i]);

  useEffect(() => {
    if (!playing) return;
    if (i >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setI((x) => x + 1), 450);
    return () => clearTimeout(timer);
  }, [playing, i, last]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setI((x) => Math.min(last, x + 1));
      else if (e.key === 'ArrowLeft') setI((x) => Math.max(0, x - 1));
      else if (e.key === ' ') {
        e.preventDefault();
        setPlaying((p) => !p);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  const prevNames = namer(t, steps[Math.max(0, i - 1)].view.geo, i18n.language);
  return (
    <div className="z-table z-replay" data-step-index={i}>
      <TopBar view={step.view} names={names}>
        <span className="z-chip">{t('replay.chip')}</span>
        <button type="button" onClick={onLeave}>
          {t('top.leave')}
        </button>
      </TopBar>
      <main className="z-play">
        <section className="z-board-area" aria-label={t('map.heading')}>
          <MapBoard view={step.view} marks={NO_MARKS} />
          <div className="z-replay-controls" role="group" aria-label={t('replay.controls')}>
            <button type="button" onClick={() => setI(0)} aria-label={t('replay.first')}>
              «
            </button>
            <button type="button" onClick={() => setI((x) => Math.max(0, x - 1))} aria-label={t('replay.previous')}>
              ‹
            </button>
            <button type="button" onClick={() => setPlaying((p) => !p)}>
              {playing ? t('replay.pause') : t('replay.play')}
            </button>
            <button type="button" onClick={() => setI((x) => Math.min(last, x + 1))} aria-label={t('replay.next')}>
              ›
            </button>
            <button type="button" onClick={() => setI(last)} aria-label={t('replay.last')}>
              »
            </button>
            <input
              type="range"
              min={0}
              max={last}
              value={i}
              onChange={(e) => setI(Number(e.target.value))}
              aria-label={t('replay.move')}
            />
            <span className="z-replay-pos">
              {t('replay.position', { n: i, total: last })}
              {step.action ? ` · ${describeAction(step.action, prevNames, t)}` : ` · ${t('replay.setup')}`}
            </span>
          </div>
        </section>
        <aside className="z-side">
          <DiceTray roll={lastRoll(events)} names={names} />
          <SeatList view={step.view} names={names} />
          <Log events={events} names={names} />
        </aside>
      </main>
    </div>
  );
}

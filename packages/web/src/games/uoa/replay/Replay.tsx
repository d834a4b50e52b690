/**
 * Replay of a recorded game, move by move: the engine rebuilds every position from the seed
 * and the action list (exact by design), with a slider, step buttons, autoplay and the log.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent, PlayerView } from '@horde/zombicide';
import type { UoaRecord } from '../types.ts';
import { engine } from '../rules.ts';
import { geometryOf, missionById } from '../data.ts';
import { Board } from '../board/Board.tsx';
import { describeAction } from '../model/actions.ts';
import { namer } from '../text/names.ts';
import { Log } from '../table/Log.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { SurvivorTabs } from '../table/SurvivorTabs.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { useBoardText } from '../board/useBoardText.ts';

interface Step {
  view: PlayerView;
  events: GameEvent[];
}

export function buildSteps(record: UoaRecord): Step[] {
  const g = engine();
  const setup = g.setup(record.config, { seed: record.seed });
  if (!setup.ok) throw new Error(setup.issues.map((i) => i.message).join('; '));
  const state = setup.state;
  const steps: Step[] = [{ view: g.view(state, null), events: [] }];
  for (const a of record.actions) {
    const r = g.engine.apply(state, a);
    if (!r.ok) break;
    steps.push({ view: g.view(state, null), events: r.events });
  }
  return steps;
}

export function Replay({ record, onLeave }: { record: UoaRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const steps = useMemo(() => buildSteps(record), [record]);
  const [i, setI] = useState(steps.length - 1);
  const [playing, setPlaying] = useState(false);
  const [sel, setSel] = useState<number | null>(0);
  const view = steps[i].view;
  const mission = missionById(view.mission);
  const geo = useMemo(() => geometryOf(mission, view.board), [mission, view.board]);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]), [mission, geo]);
  const language = i18n.language;
  // The names are said in the language.
  const names = useMemo(() => namer(view, geo), [view, geo, language]);
  const boardText = useBoardText();
  const events = useMemo(() => steps.slice(1, i + 1).flatMap((s) => s.events), [steps, i]);
  useEffect(() => {
    if (!playing) return;
    if (i >= steps.length - 1) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setI((x) => x + 1), 500);
    return () => clearTimeout(t);
  }, [playing, i, steps.length]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' && !e.shiftKey) setI((x) => Math.min(steps.length - 1, x + 1));
      else if (e.key === 'ArrowLeft' && !e.shiftKey) setI((x) => Math.max(0, x - 1));
      else if (e.key === ' ') {
        e.preventDefault();
        setPlaying((p) => !p);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [steps.length]);
  const prevView = steps[Math.max(0, i - 1)].view;
  const action = i > 0 ? record.actions[i - 1] : null;
  return (
    <div className="table replay" data-step={i}>
      <TopBar view={view} seat={null}>
        <span className="chip">{t('replay.chip')}</span>
        <button type="button" onClick={onLeave}>
          {t('top.leave')}
        </button>
      </TopBar>
      <main className="play">
        <div className="board-area">
          <Board
            view={view}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={[]}
            marks={new Map()}
            onSurvivor={setSel}
            text={boardText}
          />
          <section className="replay-controls" aria-label={t('replay.controls')}>
            <button type="button" onClick={() => setI(0)} aria-label={t('replay.first')}>
              «
            </button>
            <button type="button" onClick={() => setI((x) => Math.max(0, x - 1))} aria-label={t('replay.previous')}>
              ‹
            </button>
            <button type="button" onClick={() => setPlaying((p) => !p)}>
              {playing ? t('banner.pause') : t('banner.play')}
            </button>
            <button
              type="button"
              onClick={() => setI((x) => Math.min(steps.length - 1, x + 1))}
              aria-label={t('replay.next')}
            >
              ›
            </button>
            <button type="button" onClick={() => setI(steps.length - 1)} aria-label={t('replay.last')}>
              »
            </button>
            <input
              type="range"
              min={0}
              max={steps.length - 1}
              value={i}
              onChange={(e) => setI(Number(e.target.value))}
              aria-label={t('replay.slider')}
            />
            <span className="replay-pos">
              {action
                ? t('replay.position', {
                    step: i,
                    total: steps.length - 1,
                    action: describeAction(prevView, geo, namer(prevView, geo), action).label,
                  })
                : t('replay.setup', { step: i, total: steps.length - 1 })}
            </span>
          </section>
        </div>
        <aside className="side">
          <SurvivorTabs view={view} selected={sel} actors={[]} onSelect={setSel} />
          {sel !== null && view.survivors[sel] && <Dashboard view={view} s={sel} legal={[]} />}
          <Log events={events} names={names} />
        </aside>
      </main>
    </div>
  );
}

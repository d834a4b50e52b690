/**
 * Replay of a recorded Classic game, move by move: the engine rebuilds every position from the seed
 * and the action list (exact by design), with a slider, step buttons, autoplay and the log.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent, PlayerView } from '@horde/zombicide';
import { ClassicBoard } from '../board/ClassicBoard.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { geometryOf, missionById } from '../data.ts';
import { describeAction } from '../model/offers.ts';
import { engine } from '../rules.ts';
import { Log } from '../table/Log.tsx';
import { SurvivorTabs } from '../table/SurvivorTabs.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { names as makeNames } from '../text/names.ts';
import type { ClassicRecord } from '../types.ts';

export interface Step {
  view: PlayerView;
  events: GameEvent[];
}

export function buildSteps(record: ClassicRecord): Step[] {
  const g = engine();
  // Under the rules version the game was made with: a later fix gated by version keeps its old rule.
  const setup = g.setup(record.config, { seed: record.seed, rulesVersion: record.rulesVersion });
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

export function Replay({ record, onLeave }: { record: ClassicRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('classic');
  const steps = useMemo(() => buildSteps(record), [record]);
  const [i, setI] = useState(steps.length - 1);
  const [playing, setPlaying] = useState(false);
  const [sel, setSel] = useState<number | null>(0);
  const view = steps[i].view;
  const mission = missionById(view.mission);
  const doorsKey = (view.doors ?? []).join(',');
  const geo = useMemo(() => geometryOf(mission, view.doors ?? []), [mission, doorsKey]);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]), [mission, geo]);
  const names = useMemo(() => makeNames(view, geo, t, i18n.language), [view, geo, t, i18n.language]);
  const events = useMemo(() => steps.slice(1, i + 1).flatMap((s) => s.events), [steps, i]);
  useEffect(() => {
    if (!playing) return;
    if (i >= steps.length - 1) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setI((x) => x + 1), 500);
    return () => clearTimeout(timer);
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
  const prev = steps[Math.max(0, i - 1)].view;
  const action = i > 0 ? record.actions[i - 1] : null;
  const prevGeo = geometryOf(mission, prev.doors ?? []);
  const label = action ? describeAction(prev, makeNames(prev, prevGeo, t, i18n.language), action).label : null;
  return (
    <div className="table replay classic-table" data-step={i}>
      <TopBar view={view} seat={null}>
        <span className="chip">{t('replay.title')}</span>
        <button type="button" onClick={onLeave}>
          {t('table.leave')}
        </button>
      </TopBar>
      <main className="play">
        <div className="board-area">
          <ClassicBoard
            view={view}
            mission={mission}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={[]}
            marks={new Map()}
            onSurvivor={setSel}
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
              aria-label={t('replay.move')}
            />
            <span className="replay-pos">
              {t('replay.position', { move: i, total: steps.length - 1 })}
              {label ? `: ${label}` : ` ${t('replay.setup')}`}
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

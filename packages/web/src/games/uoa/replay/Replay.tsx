/**
 * Replay of a recorded game, move by move: the engine rebuilds every position from the seed
 * and the action list (exact by design), with a slider, step buttons, autoplay and the log.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
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
import { tableKey } from '../../../ui/shortcuts.ts';
import { keyForControl } from '../../../ui/useFocusTrap.ts';
import { zoneContents, zoneReport } from '../board/zone-contents.ts';

interface Step {
  view: PlayerView;
  events: GameEvent[];
}

export function buildSteps(record: UoaRecord): Step[] {
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
  // Each zone in words on the map, and what the I key said last (see the table).
  const zoneInfo = useMemo(() => {
    const cache = new Map<number, string>();
    return (zone: number) => cache.get(zone) ?? cache.set(zone, zoneContents(view, geo, zone, exits)).get(zone)!;
  }, [view, geo, exits, language]);
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  // Another move shown makes it stale.
  useEffect(() => setSaid(null), [i]);
  const inspectRef = useRef<() => void>(() => {});
  inspectRef.current = () => {
    const label = (document.activeElement?.closest?.('.zone-hit') as HTMLElement | null)?.dataset.zone;
    const mine = sel !== null ? view.survivors[sel] : undefined;
    const zone =
      label !== undefined ? geo.byLabel[label] : mine && !mine.exited && !mine.eliminated ? mine.zone : undefined;
    const text = zone === undefined ? t('a11y.inspectNone') : zoneReport(view, geo, zone, exits);
    setSaid((z) => ({ text, n: (z?.n ?? 0) + 1 }));
  };
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
      // The slider moves itself (one step per arrow); Space on a focused button is that button's.
      if (!tableKey(e) || keyForControl(e)) return;
      if (e.key === 'ArrowRight' && !e.shiftKey) setI((x) => Math.min(steps.length - 1, x + 1));
      else if (e.key === 'ArrowLeft' && !e.shiftKey) setI((x) => Math.max(0, x - 1));
      else if (e.key.toLowerCase() === 'i') inspectRef.current();
      else if (e.key === 'Escape') setSaid(null);
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
            zoneInfo={zoneInfo}
          />
          <div className="zone-info" role="status" aria-label={t('a11y.zoneInfo')}>
            {said && <p key={said.n}>{said.text}</p>}
          </div>
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

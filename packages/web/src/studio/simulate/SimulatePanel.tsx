/**
 * The studio's Simulate panel (issue 35, item 5): N games of the mission being edited with the game's bots, in Web
 * Workers (one per core but one), with a progress bar and a Stop button; then the report. "Keep as A" keeps a
 * report and its mission text, so the next run is shown beside it with the difference of the win rates.
 *
 * The games play in this browser by default; when the server offers its workers (its host turned them on, GET
 * /api/sim), "Run on the server" plays them there instead (server-runner.ts), within the server's limits.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentProblem } from '@horde/content';
import { problemKey } from '../board-geometry.ts';
import { problemText } from '../problem-words.ts';
import { rateDifference } from './compare.ts';
import { ReportView } from './ReportView.tsx';
import { MissionProblems, type RunHandle, type RunResult, startRun, workerCount } from './runner.ts';
import { type ServerOffer, ServerRunError, serverOffer, startServerRun } from './server-runner.ts';
import './simulate.css';

export interface SimulatePanelProps {
  game: 'uoa' | 'classic';
  /** The mission being edited, in the shipped file format. */
  missionYaml: string;
}

/** The bots a designer may run: the heuristic (quick), the search (slow: seconds a game), the random (a floor). */
const BOTS = ['heuristic', 'search', 'random'] as const;
const MAX_GAMES = 10_000;

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; workers: number; onServer: boolean }
  | { kind: 'problems'; problems: ContentProblem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; code: string; params: Record<string, unknown> };

/** The server's refusals the panel words (the others show the server's message). */
const SERVER_CODES = ['simBusy', 'tooManySimGames', 'simOff', 'runFailed'];

interface Kept {
  result: RunResult;
  yaml: string;
}

export function SimulatePanel(props: SimulatePanelProps) {
  const { t, i18n } = useTranslation();
  const [games, setGames] = useState('50');
  const [bot, setBot] = useState<string>('heuristic');
  const [seed, setSeed] = useState('1');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [result, setResult] = useState<RunResult | null>(null);
  const [kept, setKept] = useState<Kept | null>(null);
  const [ranYaml, setRanYaml] = useState('');
  const run = useRef<RunHandle | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const [offer, setOffer] = useState<ServerOffer | null>(null);
  const [useServer, setUseServer] = useState(false);

  // The server's workers, when it offers them; this browser's otherwise (and by default).
  useEffect(() => {
    let live = true;
    serverOffer().then((o) => live && setOffer(o));
    return () => {
      live = false;
    };
  }, []);
  const onServer = useServer && offer !== null;
  const maxGames = onServer ? offer.maxGames : MAX_GAMES;

  // A run does not outlive the panel.
  useEffect(() => () => run.current?.stop(), []);

  const count = Number(games);
  const seedNumber = Number(seed);
  const gamesValid = Number.isInteger(count) && count >= 1 && count <= maxGames;
  const seedValid = Number.isInteger(seedNumber) && seedNumber >= 0 && seedNumber <= 0xffffffff;
  const running = status.kind === 'running';

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!gamesValid || !seedValid || running) return;
    const workers = onServer ? offer.workers : Math.min(count, workerCount(navigator.hardwareConcurrency));
    const settings = { game: props.game, yaml: props.missionYaml, bot, seed: seedNumber };
    setStatus({ kind: 'running', done: 0, total: count, workers, onServer });
    const progress = (done: number, total: number) => setStatus({ kind: 'running', done, total, workers, onServer });
    const handle = onServer ? startServerRun(settings, count, progress) : startRun(settings, count, workers, progress);
    run.current = handle;
    handle.result.then(
      (r) => {
        if (run.current !== handle) return;
        run.current = null;
        if (r) {
          setResult(r);
          setRanYaml(settings.yaml);
        }
        setStatus({ kind: 'idle' });
      },
      (e: Error) => {
        if (run.current !== handle) return;
        run.current = null;
        setStatus(
          e instanceof MissionProblems
            ? { kind: 'problems', problems: e.problems }
            : e instanceof ServerRunError && SERVER_CODES.includes(e.code)
              ? { kind: 'refused', code: e.code, params: { ...e.params, message: e.message } }
              : { kind: 'failed', message: e.message },
        );
      },
    );
  };

  useEffect(() => {
    if (running) stopButton.current?.focus();
  }, [running]);

  const difference = kept && result ? rateDifference(kept.result.report, result.report) : null;
  // A difference of rates in percentage points, signed.
  const points = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1 });
  const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${points.format(Math.abs(x) * 100)}`;

  return (
    <section className="studio-sim" aria-labelledby="studio-sim-title">
      <h2 id="studio-sim-title">{t('studio.sim.title')}</h2>
      <p className="studio-sim-note">{t('studio.sim.intro')}</p>
      <form className="studio-sim-form" onSubmit={start}>
        <label>
          {t('studio.sim.games')}
          <input
            type="number"
            min={1}
            max={maxGames}
            step={1}
            value={games}
            onChange={(e) => setGames(e.target.value)}
            aria-invalid={!gamesValid}
            disabled={running}
          />
        </label>
        <label>
          {t('studio.sim.bot')}
          <select value={bot} onChange={(e) => setBot(e.target.value)} disabled={running}>
            {BOTS.map((b) => (
              <option key={b} value={b}>
                {t(`studio.sim.bots.${b}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('studio.sim.seed')}
          <input
            type="number"
            min={0}
            step={1}
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            aria-invalid={!seedValid}
            disabled={running}
          />
        </label>
        {offer && (
          <label className="studio-sim-where">
            <input
              type="checkbox"
              checked={useServer}
              onChange={(e) => setUseServer(e.target.checked)}
              disabled={running}
            />
            {t('studio.sim.onServer', { max: offer.maxGames })}
          </label>
        )}
        {running ? (
          <button type="button" ref={stopButton} onClick={() => run.current?.stop()}>
            {t('studio.sim.stop')}
          </button>
        ) : (
          <button type="submit" className="primary" disabled={!gamesValid || !seedValid}>
            {t('studio.sim.run')}
          </button>
        )}
      </form>
      {bot === 'search' && (
        <p className="studio-sim-warning" role="note">
          {t('studio.sim.searchWarning')}
        </p>
      )}
      {!gamesValid && <p className="studio-sim-warning">{t('studio.sim.invalidGames', { max: maxGames })}</p>}
      {!seedValid && <p className="studio-sim-warning">{t('studio.sim.invalidSeed')}</p>}
      <div aria-live="polite" className="studio-sim-status">
        {status.kind === 'running' && (
          <>
            <progress
              max={status.total}
              value={status.done}
              aria-label={t('studio.sim.progressLabel')}
              className="studio-sim-progress"
            />
            <span>
              {t(status.onServer ? 'studio.sim.serverProgress' : 'studio.sim.progress', {
                done: status.done,
                total: status.total,
                count: status.workers,
              })}
            </span>
          </>
        )}
        {status.kind === 'problems' && (
          <div role="alert">
            <p>{t('studio.sim.problems')}</p>
            <ul className="studio-sim-problems">
              {status.problems.map((p, i) => (
                <li key={problemKey(p, i)}>{problemText(t, p)}</li>
              ))}
            </ul>
          </div>
        )}
        {status.kind === 'failed' && <p role="alert">{t('studio.sim.failed', { message: status.message })}</p>}
        {status.kind === 'refused' && <p role="alert">{t(`studio.sim.server.${status.code}`, status.params)}</p>}
      </div>
      {result && (
        <div className="studio-sim-actions">
          <button type="button" onClick={() => setKept({ result, yaml: ranYaml })} disabled={running}>
            {t('studio.sim.keepA')}
          </button>
          {kept && (
            <button type="button" onClick={() => setKept(null)}>
              {t('studio.sim.forgetA')}
            </button>
          )}
        </div>
      )}
      {difference && kept && result && kept.result !== result && (
        <p className="studio-sim-difference" data-testid="difference">
          {t('studio.sim.difference', {
            diff: signed(difference.difference),
            lo: signed(difference.difference95[0]),
            hi: signed(difference.difference95[1]),
          })}{' '}
          <strong>{t(difference.significant ? 'studio.sim.significant' : 'studio.sim.notSignificant')}</strong>
          {kept.yaml !== ranYaml && ` ${t('studio.sim.textChanged')}`}
        </p>
      )}
      <div className={kept ? 'studio-sim-side' : undefined}>
        {kept && <ReportView result={kept.result} heading={t('studio.sim.versionA')} />}
        {result && (kept?.result !== result || !kept) && (
          <ReportView result={result} heading={kept ? t('studio.sim.versionB') : t('studio.sim.report')} />
        )}
      </div>
    </section>
  );
}

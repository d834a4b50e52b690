/**
 * Play the mission being edited: its game's table is loaded, the mission added to the entries this page plays
 * (TableModule.studioMission), the lobby's own new-game form picks survivors and who plays each seat (people on this
 * screen, or bots), and the game runs in this browser. Leaving the table comes back to the studio, mission unchanged.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shell/errors.ts';
import { LocalTable } from '../shell/conn/local.ts';
import { memoryStore } from '../shell/conn/store.ts';
import type { CatalogGame, GameConnection } from '../shell/conn/types.ts';
import { NewGameForm } from '../shell/lobby/NewGameForm.tsx';
import type { TableModule } from '../shell/table-module.ts';
import { loadTable } from '../shell/tables.ts';
import type { MissionDoc, StudioGame } from './model/mission.ts';

interface Ready {
  table: TableModule;
  game: CatalogGame;
  service: LocalTable;
}

/** The game's catalogue entry with the studio's mission as its one entry, and a table that plays it in this browser. */
async function prepare(game: StudioGame, doc: MissionDoc): Promise<Ready> {
  const [table, catalog] = await Promise.all([loadTable(game), import('virtual:horde-catalog')]);
  const listed = catalog.default.games.find((g) => g.id === game);
  if (!listed || !table.studioMission) throw new Error(`no table plays ${game} missions here`);
  const entry = table.studioMission(doc);
  const only: CatalogGame = { ...listed, entries: [{ id: entry, name: doc.name }] };
  // Games of the studio are kept in memory: they are tries of a draft, not games for the lobby's list.
  const service = new LocalTable({
    catalog: async () => ({ games: [only] }),
    rules: (id) => loadTable(id).then((t) => t.localRules()),
    store: memoryStore(),
  });
  return { table, game: only, service };
}

export function PlayPanel({
  game,
  doc,
  onBack,
}: {
  game: StudioGame;
  doc: MissionDoc;
  onBack: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const [ready, setReady] = useState<Ready | null>(null);
  const [conn, setConn] = useState<GameConnection | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    prepare(game, doc).then(
      (r) => live && setReady(r),
      (e) => live && setError(e ?? 'error'),
    );
    return () => {
      live = false;
    };
  }, [game, doc]);
  useEffect(() => () => conn?.close(), [conn]);

  if (conn && ready) {
    const { Table } = ready.table;
    return <Table conn={conn} onLeave={onBack} />;
  }
  return (
    <div className="newgame studio-play">
      <header className="newgame-head">
        <h1>{t('studio.play.title', { name: doc.name })}</h1>
        <button type="button" onClick={onBack}>
          {t('studio.play.back')}
        </button>
      </header>
      {error !== null && (
        <p className="error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      {!ready && error === null && <p role="status">{t('studio.play.loading')}</p>}
      {ready && (
        <NewGameForm
          service={ready.service}
          game={ready.game}
          onStarted={(created) => {
            ready.service.open(created.gameId, null).then(setConn, (e) => setError(e ?? 'error'));
          }}
        />
      )}
    </div>
  );
}

/**
 * Seconds to Live's table for the shell (shell/table-module.ts): the entry of the game's own
 * chunk, loaded when the game is chosen or one of its games is opened. It brings the rules, the
 * content, the bots for seats this browser plays, the styles and the table's messages.
 */
import type { SecondsView } from '@horde/seconds';
import { i18n } from '../../i18n/index.ts';
import contentFingerprint from 'virtual:horde-pins/seconds';
import type { TableModule } from '../../shell/table-module.ts';
import { Replay } from './replay/Replay.tsx';
import { localRules } from './rules.ts';
import { SecondsSetup } from './setup/SecondsSetup.tsx';
import { Table } from './table/Table.tsx';
import { ownTurn, switchRules } from './setup/shell-rules.ts';
import { automatonName, survivorName, type T } from './text/names.ts';
import type { SecondsConnection, SecondsRecord } from './types.ts';
import './seconds.css';

const t = ((key: string, options?: Record<string, unknown>) => i18n.t(key, options)) as T;

/** "Lenny" for the Survivor's seat, "the Zombies" for the other (from ids here, from English names on the server). */
const piecesLabel = (pieces: readonly string[]): string =>
  pieces.map((p) => (p.toLowerCase() === 'zombies' ? t('seconds:names.zombieSide') : survivorName(p))).join(', ');

function viewLabel(view: unknown): string {
  const v = view as SecondsView;
  const name = survivorName(v.survivor.kind);
  return v.mode === 'solo'
    ? t('seconds:setup.labelSolo', { name, automaton: automatonName(t, v.automatonKind ?? 'fast') })
    : t('seconds:setup.labelTwo', { name });
}

const secondsTable: TableModule = {
  Setup: SecondsSetup,
  Table: ({ conn, onLeave, onReplay }) => (
    <Table conn={conn as SecondsConnection} onLeave={onLeave} onReplay={onReplay} />
  ),
  Replay: ({ record, onLeave }) => <Replay record={record as SecondsRecord} onLeave={onLeave} />,
  // When its lobby switches apply, and whose turn a view shows (the shell's "Your turn!").
  switchRules,
  ownTurn,
  // The rules in the browser, and the content they play with (a saved game made with other content is retired).
  localRules: () => ({ ...localRules(), contentFingerprint }),
  piecesLabel,
  viewLabel,
  // Each language in a chunk of its own, fetched when a player first uses it.
  messages: {
    en: () => import('./i18n/en.json').then((m) => m.default),
    fr: () => import('./i18n/fr.json').then((m) => m.default),
  },
};

export default secondsTable;

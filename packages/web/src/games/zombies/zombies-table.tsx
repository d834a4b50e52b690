/**
 * Zombies!!!'s table for the shell (shell/table-module.ts): the entry of the game's own chunk, loaded when
 * the game is chosen or one of its games is opened. It brings the rules and content, the styles and the
 * table's messages (namespace "zombies").
 */
import type { ZombiesView } from '@horde/zombies';
import { i18n } from '../../i18n/index.ts';
import contentFingerprint from 'virtual:horde-pins/zombies';
import type { TableModule } from '../../shell/table-module.ts';
import { Replay } from './replay/Replay.tsx';
import { localRules } from './rules.ts';
import { ZombiesSetup } from './setup/ZombiesSetup.tsx';
import { Table } from './table/Table.tsx';
import { ownTurn, switchRules } from './setup/shell-rules.ts';
import type { ZConnection, ZRecord } from './types.ts';
import './zombies.css';

/** "pawn 2" (the module's seat pieces) → "Player 2". */
const piece = (id: string): string => {
  const n = /(\d+)$/.exec(id)?.[1];
  return n ? i18n.t('zombies:seat.name', { n }) : id;
};

const zombiesTable: TableModule = {
  Setup: ZombiesSetup,
  Table: ({ conn, onLeave, onReplay }) => <Table conn={conn as ZConnection} onLeave={onLeave} onReplay={onReplay} />,
  Replay: ({ record, onLeave }) => <Replay record={record as ZRecord} onLeave={onLeave} />,
  // When its lobby switches apply, and whose turn a view shows (the shell's "Your turn!").
  switchRules,
  ownTurn,
  // The rules in the browser, and the content they play with (a saved game made with other content is retired).
  localRules: () => ({ ...localRules(), contentFingerprint }),
  piecesLabel: (pieces) => pieces.map(piece).join(', '),
  viewLabel: (view) => i18n.t('zombies:setup.label', { count: (view as ZombiesView).players.length }),
  // Each language in a chunk of its own, fetched when a player first uses it.
  messages: {
    en: () => import('./i18n/en.json').then((m) => m.default),
    fr: () => import('./i18n/fr.json').then((m) => m.default),
  },
};

export default zombiesTable;

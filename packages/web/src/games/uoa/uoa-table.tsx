/**
 * Undead or Alive's table for the shell (shell/table-module.ts): this file is the entry of the
 * game's own chunk, loaded when the game is chosen or one of its games is opened. It brings the
 * rules, the bundled content and missions, the styles and the table's messages in English and French
 * (namespace "uoa"; the French texts of the cards, skills and missions are in i18n/content.fr.json).
 */
import type { PlayerView } from '@horde/zombicide';
import data from 'virtual:uoa-data';
import contentFingerprint from 'virtual:horde-pins/uoa';
import type { MissionDef } from '@horde/zombicide';
import type { TableModule } from '../../shell/table-module.ts';
import { addStudioMission, setUoaData } from './data.ts';
import { messages } from './i18n/messages.ts';
import { Replay } from './replay/Replay.tsx';
import { localRules } from './rules.ts';
import { UoaSetup } from './setup/UoaSetup.tsx';
import { Table } from './table/Table.tsx';
import { survivorName } from './text/names.ts';
import type { UoaConnection, UoaRecord } from './types.ts';
import './uoa.css';

setUoaData(data);

const names = (ids: readonly string[]): string => ids.map(survivorName).join(', ');

const uoaTable: TableModule = {
  Setup: UoaSetup,
  Table: ({ conn, onLeave, onReplay }) => <Table conn={conn as UoaConnection} onLeave={onLeave} onReplay={onReplay} />,
  Replay: ({ record, onLeave }) => <Replay record={record as UoaRecord} onLeave={onLeave} />,
  // The rules in the browser, and the content they play with (a saved game made with other content is retired).
  localRules: () => ({ ...localRules(), contentFingerprint }),
  piecesLabel: names,
  viewLabel: (view) => names((view as PlayerView).survivors.map((s) => s.id.split('#')[0])),
  messages,
  studioMission: (mission) => addStudioMission(mission as MissionDef),
};

export default uoaTable;

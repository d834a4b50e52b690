/**
 * Zombicide Classic's table for the shell (shell/table-module.ts): this file is the entry of the
 * game's own chunk, loaded when the game is chosen or one of its games is opened. It brings the
 * rules, the bundled content and missions, the styles (Undead or Alive's, which this table shares,
 * and its own) and the table's messages in English and French (namespace "classic"; the French texts
 * of the cards, skills and missions are in i18n/content.fr.json, the English ones in the content).
 */
import type { PlayerView } from '@horde/zombicide';
import data from 'virtual:classic-data';
import contentFingerprint from 'virtual:horde-pins/classic';
import type { MissionDef } from '@horde/zombicide';
import type { TableModule } from '../../shell/table-module.ts';
import { addStudioMission, setClassicData } from './data.ts';
import { messages } from './i18n/messages.ts';
import { Replay } from './replay/Replay.tsx';
import { localRules } from './rules.ts';
import { ClassicSetup } from './setup/ClassicSetup.tsx';
import { Table } from './table/Table.tsx';
import { survivorName } from './text/names.ts';
import type { ClassicConnection, ClassicRecord } from './types.ts';
import '../uoa/uoa.css';
import './classic.css';

setClassicData(data);

const names = (ids: readonly string[]): string => ids.map(survivorName).join(', ');

const classicTable: TableModule = {
  Setup: ClassicSetup,
  Table: ({ conn, onLeave, onReplay, sequel }) => (
    <Table conn={conn as ClassicConnection} onLeave={onLeave} onReplay={onReplay} sequel={sequel} />
  ),
  Replay: ({ record, onLeave }) => <Replay record={record as ClassicRecord} onLeave={onLeave} />,
  // The rules in the browser, and the content they play with (a saved game made with other content is retired).
  localRules: () => ({ ...localRules(), contentFingerprint }),
  piecesLabel: names,
  viewLabel: (view) => names((view as PlayerView).survivors.map((s) => s.id)),
  messages,
  studioMission: (mission) => addStudioMission(mission as MissionDef),
};

export default classicTable;

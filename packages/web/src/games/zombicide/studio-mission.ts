/**
 * A mission made in the mission studio, played in this page (either Zombicide table): added to the missions the
 * rules read, under an id of its own each time (its own id the first time; the rules keep a mission's board by its
 * id, and the designer may have changed it since), never replacing a shipped one.
 */
import type { MissionDef } from '@horde/zombicide';
import { i18n } from '../../i18n/index.ts';

/**
 * A mission's own words in the reader's language, where the tables' messages have none (a studio mission): the French
 * the designer gave when the page speaks French, the English otherwise (and when the designer gave no French).
 */
export function ownWords(en: string, fr: string | undefined): string {
  return fr && i18n.resolvedLanguage === 'fr' ? fr : en;
}

/** The table's `addStudioMission` over its mission list (read each time: the list is replaced when data loads). */
export function studioMissionAdder(missions: () => MissionDef[]): (mission: MissionDef) => string {
  let added = 0;
  return (mission) => {
    added += 1;
    const list = missions();
    const id = list.some((m) => m.id === mission.id) ? `${mission.id}-${added}` : mission.id;
    list.push({ ...mission, id });
    return id;
  };
}

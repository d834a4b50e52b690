/**
 * The tent cards [RM] (seed 001 "Tents", lines 1742-1759; 27 in Rue Morgue, line 176): dealt face down to a
 * mission's tents, turned face up when a Survivor first enters. The seed names only the Administrative and
 * Infirmary tents, the two that can be Searched (line 1751), and says most revealed tent cards show beds (line
 * 955). Every other card, its count, beds and text are DESIGNED (sources), with our own words in English and French.
 */
import { type ClassicTentCardDef, designed, seed } from './types.ts';

const DESIGNED = designed('Rue Morgue tent cards are not in the seed: names, counts, beds and texts are ours');

function tent(
  id: string,
  name: string,
  nameFr: string,
  spec: { count: number; search?: boolean; blue?: number; green?: number },
  text: string,
  textFr: string,
  named = false,
): ClassicTentCardDef {
  return {
    id,
    name,
    nameFr,
    count: spec.count,
    search: spec.search ?? false,
    blueBeds: spec.blue ?? 0,
    greenBeds: spec.green ?? 0,
    text,
    textFr,
    sources: {
      name: named ? seed(1755) : DESIGNED,
      nameFr: DESIGNED,
      textFr: DESIGNED,
      search: spec.search ? seed(1751) : DESIGNED,
      count: DESIGNED,
      blueBeds: DESIGNED,
      greenBeds: DESIGNED,
      text: DESIGNED,
    },
  };
}

export const CLASSIC_TENT_CARDS: ClassicTentCardDef[] = [
  tent(
    'administrative',
    'Administrative tent',
    'Tente administrative',
    { count: 1, search: true },
    'Filing cabinets and a field desk: this tent can be Searched.',
    'Des classeurs et un bureau de campagne : cette tente peut être fouillée.',
    true,
  ),
  tent(
    'infirmary',
    'Infirmary tent',
    'Tente infirmerie',
    { count: 1, search: true, blue: 1 },
    'Medical supplies and one blue bed: this tent can be Searched.',
    'Du matériel médical et un lit bleu : cette tente peut être fouillée.',
    true,
  ),
  tent(
    'dormitory',
    'Dormitory tent',
    'Tente dortoir',
    { count: 2, green: 2 },
    'Rows of cots: two green beds.',
    'Des rangées de lits de camp : deux lits verts.',
  ),
  tent(
    'ward',
    'Field ward',
    'Salle de soins',
    { count: 2, blue: 1, green: 1 },
    'Stretchers under canvas: one blue bed and one green bed.',
    'Des brancards sous la toile : un lit bleu et un lit vert.',
  ),
  tent(
    'quarantine',
    'Quarantine tent',
    'Tente de quarantaine',
    { count: 1, blue: 2 },
    'Sealed with tape, for good reason: two blue beds.',
    'Scellée au ruban adhésif, et pour cause : deux lits bleus.',
  ),
  tent(
    'mess',
    'Mess tent',
    'Tente cantine',
    { count: 1 },
    'Overturned tables and cold soup. No bed.',
    'Des tables renversées et de la soupe froide. Aucun lit.',
  ),
];

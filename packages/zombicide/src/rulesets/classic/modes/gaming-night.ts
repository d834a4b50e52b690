/**
 * Gaming Night (seed 001 lines 2757-2771): a defeated survivor returns at the next Players' Phase, in his
 * Survivor or Zombivor aspect as the player chooses, without Equipment, Wounded cards or experience; he gains as
 * much experience as the least experienced survivor on the board (choosing his Orange and Red skills again) and
 * draws Equipment cards until he finds 2 weapons, discarding the others (Aaahh!! cards too, without effect).
 * Decision gamingNightWeapons: the 2 weapons go into his Hands (he may reorganize them later as usual).
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { cardDef, discardCard, isWeapon } from '../../../inventory.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { WOUNDS_TO_ELIMINATE } from '../wounds.ts';
import { drawEquipment } from '../search.ts';
import { standUp } from './comeback.ts';
import { relevel } from './relevel.ts';
import { ZOMBIVOR_WOUNDS } from './resurrection.ts';

/** The aspect choice (a `modeChoice` decision). */
export const ASPECT = 'aspect';

/** Experience of the least experienced survivor on the board: his tracker and Ultrared passes (none: 0). */
export function leastExperienced(state: State): { ap: number; ultrared: number } {
  let best: { ap: number; ultrared: number } | null = null;
  for (const surv of state.survivors) {
    if (!inPlay(surv) || surv.companion) continue;
    const u = surv.ultrared ?? 0;
    if (!best || u < best.ultrared || (u === best.ultrared && surv.ap < best.ap)) best = { ap: surv.ap, ultrared: u };
  }
  return best ?? { ap: 0, ultrared: 0 };
}

export function gamingNightReturn(
  ctx: RulesContext,
  state: State,
  s: number,
  least: { ap: number; ultrared: number },
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  standUp(ctx, state, s);
  surv.inventory.forEach((card, slot) => {
    if (card === null) return;
    discardCard(ctx, state, card);
    surv.inventory[slot] = null;
  });
  surv.zombivor = false;
  surv.health = WOUNDS_TO_ELIMINATE;
  surv.ultrared = least.ultrared;
  events.push({
    type: 'survivorReturned',
    s,
    zombivor: false,
    rule: C.gamingNight,
  });
  state.pending.push({
    kind: 'modeChoice',
    mode: ASPECT,
    survivor: s,
    options: ['survivor', 'zombivor'],
    why: C.gamingNight,
  });
  events.push({
    type: 'decisionOpened',
    decision: 'modeChoice',
  });
  relevel(ctx, state, s, least.ap, C.gamingNight, events);
  drawTwoWeapons(ctx, state, s, events);
}

/** Draws until 2 weapons are found (or the cards run out): into the Hands; every other card is discarded. */
function drawTwoWeapons(ctx: RulesContext, state: State, s: number, events: GameEvent[]): void {
  const surv = state.survivors[s];
  const hands = ctx.ruleset.inventory.equipped.flatMap((e, slot) => (e ? [slot] : []));
  let found = 0;
  for (let guard = state.cards.length; found < 2 && guard > 0; guard--) {
    const card = drawEquipment(state, events);
    if (card === null) return;
    const def = cardDef(ctx, state, card);
    if (!isWeapon(def)) {
      discardCard(ctx, state, card);
      events.push({ type: 'cardDiscarded', s, card: def.id, rule: C.gamingNight });
      continue;
    }
    const slot = hands[found] ?? surv.inventory.indexOf(null);
    surv.inventory[slot] = card;
    found++;
    events.push({ type: 'cardGained', s, card: def.id, slot, rule: C.gamingNight });
  }
}

/** The player's aspect: a Zombivor is eliminated at 5 Wounded cards only. */
export function chooseAspect(state: State, s: number, aspect: string): void {
  const surv = state.survivors[s];
  surv.zombivor = aspect === 'zombivor';
  surv.health = surv.zombivor ? ZOMBIVOR_WOUNDS : WOUNDS_TO_ELIMINATE;
}

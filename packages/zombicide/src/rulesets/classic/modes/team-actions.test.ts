/**
 * Team Actions [RM], the second way of each card (seed 001 lines 1910-1936) and the "+1 free Team Action" skill
 * (line 2145): the table offers them as legal actions, every choice left to the player.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../actions.ts';
import { ClassicTable } from '../test-kit.ts';

function table(cards: string, skills: string[] = []) {
  const t = new ClassicTable({
    survivors: [
      { id: 'ned', zone: 's2', skills, inventory: { hand1: 'fireAxe' } },
      { id: 'wanda', zone: 's2', inventory: { hand1: 'fireAxe' } },
    ],
    zombies: { s1: { walker: 1 }, s3: { walker: 1 } },
  });
  t.state.options.teamActions = true;
  t.state.missionState['teamCards:0'] = cards;
  return t;
}

const legal = (t: ClassicTable) => t.game.engine.legalActions(t.state) as Action[];

describe('Team Actions: the second way (seed 001 lines 1910-1936)', () => {
  it("Charge! out of the Zone they stand in is offered; then each survivor's own Move comes first (line 1914)", () => {
    const t = table('charge,move');
    const second = legal(t).filter((a) => a.type === 'teamAction' && a.s === 0 && a.way === 2);
    // Charge! and Move!, each from s2 with Wanda.
    expect(second.map((a) => a.type === 'teamAction' && a.card).sort()).toEqual([0, 1]);
    t.act({ type: 'teamAction', s: 0, card: 0, zone: t.zone('s2'), with: [1], way: 2 });
    const moves = legal(t);
    expect(moves.every((a) => a.type === 'teamMove')).toBe(true);
    // Ned may charge into s1 or s3 (Walkers there) or stay in s2 (its own Zone: no Move).
    const ned = moves.flatMap((a) => (a.type === 'teamMove' && a.s === 0 ? [a.to] : []));
    expect(ned.sort()).toEqual([t.zone('s1'), t.zone('s2'), t.zone('s3')].sort());
  });

  it('Move! out of the Zone: a survivor with Zombies who cannot leave with one Move Action is left out (line 1930)', () => {
    const t = table('move,shoot');
    t.state.survivors[1].zone = t.zone('s1');
    t.state.survivors[0].zone = t.zone('s1');
    const second = legal(t).filter((a) => a.type === 'teamAction' && a.way === 2 && a.card === 0);
    expect(second).toEqual([]);
    expect(t.refuse({ type: 'teamAction', s: 0, card: 0, zone: t.zone('s1'), with: [1], way: 2 })).toBe(
      'teamAction.cannot',
    );
  });
});

describe('+1 free Team Action (seed 001 line 2145)', () => {
  it('gives a second Team Action in the Activation with the card not used yet; a third is refused', () => {
    const t = table('move,shoot', ['plus1FreeTeamAction']);
    t.state.zombies.fill(0);
    t.act({ type: 'teamAction', s: 0, card: 0, zone: t.zone('s3'), with: [1] });
    // The Move! card is used this round: only Shoot! is left, refused here for want of a target.
    expect(t.refuse({ type: 'teamAction', s: 0, card: 0, zone: t.zone('s4'), with: [1] })).toBe('teamAction.cardUsed');
    expect(legal(t).some((a) => a.type === 'teamAction')).toBe(false);
  });

  it("without the skill, one Team Action per team per Players' Phase (line 1889)", () => {
    const t = table('move,move');
    t.state.zombies.fill(0);
    t.act({ type: 'teamAction', s: 0, card: 0, zone: t.zone('s3'), with: [1] });
    expect(t.refuse({ type: 'teamAction', s: 0, card: 1, zone: t.zone('s4'), with: [1] })).toBe('teamAction.used');
  });
});

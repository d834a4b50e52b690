/**
 * The Classic heuristic bot's choices on built positions (the test block of Classic's test kit): a careful group's
 * answers where Classic differs from Undead or Alive. Each test names the seed 001 passage it leans on.
 */
import type { Action } from '@horde/zombicide';
import { ClassicTable } from '@horde/zombicide/rulesets/classic/test-kit';
import { describe, expect, it } from 'vitest';
import { ClassicHeuristicBot } from './heuristic.ts';
import { classicTune } from './tactics.ts';

const held = (t: ClassicTable, s: number): (string | null)[] =>
  t.state.survivors[s].inventory.map((c) => (c === null ? null : t.state.cards[c].def));

describe('the Classic heuristic bot', () => {
  it('gives a Wound to the survivor whose only card is a Frying Pan, not to the Fire Axe (lines 783-789, 1377)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's3', inventory: { hand1: 'fireAxe' } },
        { id: 'doug', zone: 's3', inventory: { hand1: 'pan' } },
      ],
    });
    const zone = t.zone('s3');
    t.state.pending = [
      { kind: 'assignWound', zone, remaining: 1, zombie: 0, candidates: [0, 1], why: { code: 'shareWounds' } },
    ];
    const legal: Action[] = [
      { type: 'assignWound', to: 0 },
      { type: 'assignWound', to: 1 },
    ];
    expect(new ClassicHeuristicBot(t.game).choose(t.state, legal, 0)).toEqual({ type: 'assignWound', to: 1 });
    // Never the Wound that eliminates (two Wounded cards, line 787) while another survivor can take it.
    t.state.survivors[1].wounds = 1;
    expect(new ClassicHeuristicBot(t.game).choose(t.state, legal, 0)).toEqual({ type: 'assignWound', to: 0 });
  });

  it('a Wound costs the spare card, not the weapon (line 1377)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's3', inventory: { hand1: 'machete', reserve1: 'cannedFood' } }],
    });
    t.state.pending = [{ kind: 'loseCard', survivor: 0, slots: [0, 2], why: { code: 'shareWounds' } }];
    const legal: Action[] = [
      { type: 'loseCard', slot: 0 },
      { type: 'loseCard', slot: 2 },
    ];
    expect(new ClassicHeuristicBot(t.game).choose(t.state, legal, 0)).toEqual({ type: 'loseCard', slot: 2 });
  });

  it('trades a spare weapon to the unarmed survivor beside it, into a hand (Reorganize/Trade, lines 584-586)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'wanda', zone: 's3', inventory: { hand1: 'pistol', reserve1: 'machete' } },
        { id: 'amy', zone: 's3', inventory: {} },
      ],
    });
    const bot = new ClassicHeuristicBot(t.game);
    const first = bot.choose(t.state, t.game.engine.legalActions(t.state), 0);
    expect(first).toMatchObject({ type: 'trade' });
    t.act(first);
    for (let i = 0; i < 10 && t.state.pending.length > 0; i++)
      t.act(bot.choose(t.state, t.game.engine.legalActions(t.state), 0));
    expect(held(t, 1).slice(0, 2)).toContain('machete');
    expect(held(t, 0).slice(0, 2)).toContain('pistol');
  });

  it('searches the open room before opening the next door when a survivor has no spare card (lines 558-560)', () => {
    // b1 open (spawned), b2 sealed behind the inner door b1|b2 with the Objective in it.
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 'b1', inventory: { hand1: 'crowbar' } },
        { id: 'doug', zone: 'b1', inventory: { hand1: 'pan' } },
      ],
      objectives: ['b2'],
      openDoors: ['s5|b1'],
      equipmentDeck: ['machete', 'cannedFood', 'pistol'],
    });
    const legal = t.game.engine.legalActions(t.state);
    expect(legal.some((a) => a.type === 'openDoor')).toBe(true);
    expect(new ClassicHeuristicBot(t.game).choose(t.state, legal, 0)).toMatchObject({ type: 'search' });
  });

  it('does not open a building nobody near the door can fight in (lines 558-560)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 's2', inventory: { hand1: 'crowbar' } },
        { id: 'ned', zone: 's2', inventory: { hand1: 'fireAxe' } },
        { id: 'doug', zone: 's2', inventory: { hand1: 'pan' } },
      ],
      objectives: ['a1'],
    });
    const ctx = t.game.context(t.state);
    const open = t.game.engine.legalActions(t.state).find((a) => a.type === 'openDoor');
    expect(open).toBeDefined();
    // Amy (a Crowbar) and Ned (a Fire Axe) can fight what its two rooms spawn: the shared score stands.
    expect(classicTune(ctx, t.state, open!, 3)).toBe(3);
    // Ned's turn is over, Amy has one Action left, and only a Frying Pan is beside her: it waits.
    t.state.survivors[1].done = true;
    t.state.survivors[0].actionsUsed = 2;
    expect(classicTune(ctx, t.state, open!, 3)).toBeLessThan(0);
  });

  it('leaves by the exit only when every other survivor can follow this round (decision nobodyLeft)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 's6', inventory: { hand1: 'crowbar' } },
        { id: 'doug', zone: 's5', inventory: { hand1: 'pan' } },
      ],
      exits: ['s6'],
    });
    const ctx = t.game.context(t.state);
    const exit: Action = { type: 'exit', s: 0 };
    // Doug, one zone off with his three Actions: he follows.
    expect(classicTune(ctx, t.state, exit, 1000)).toBe(1000);
    // His turn is over: Amy stays with him (alone, his death would lose the game).
    t.state.survivors[1].done = true;
    expect(classicTune(ctx, t.state, exit, 1000)).toBeLessThan(0);
  });

  it('never makes Noise for nothing (Make Some Noise!, line 600)', () => {
    const t = new ClassicTable({ survivors: [{ id: 'amy', zone: 's3', inventory: { hand1: 'crowbar' } }] });
    const ctx = t.game.context(t.state);
    expect(classicTune(ctx, t.state, { type: 'makeNoise', s: 0 }, 5)).toBeLessThan(-10);
  });

  it('gives a Sniper hit to a zombie before no target at all, when no target is among the options (lines 1395, 2291)', () => {
    const t = new ClassicTable({ survivors: [{ id: 'amy', zone: 's3', inventory: { hand1: 'crowbar' } }] });
    const zone = t.zone('s4');
    // NO_TARGET (-1) beside a Walker (type 0): a hit may go to no target at all (lines 1395, 2291).
    t.state.pending = [
      {
        kind: 'assignHit',
        survivor: 0,
        zone,
        remaining: 1,
        damage: 1,
        options: [-1, 0],
        why: { code: 'freeTargeting' },
      },
    ];
    const legal: Action[] = [
      { type: 'assignHit', zombie: -1 },
      { type: 'assignHit', zombie: 0 },
    ];
    expect(new ClassicHeuristicBot(t.game).choose(t.state, legal, 0)).toEqual({ type: 'assignHit', zombie: 0 });
  });
});

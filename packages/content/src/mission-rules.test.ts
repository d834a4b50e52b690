/** Mission special rules that need engine code, played on the shipped missions. */
import { describe, expect, it } from 'vitest';
import { describeRefusal } from '@horde/core';
import { unsupportedGoals, type Action, type MissionDef, type State } from '@horde/zombicide';
import { createUoaGame, uoaPart } from '@horde/zombicide/rulesets/uoa/index';
import { loadContent } from './load.ts';
import { loadMissions, missionGeometry } from './missions.ts';

const content = loadContent();
const missions: MissionDef[] = loadMissions();
const game = createUoaGame({ content, missions, geometry: (m) => missionGeometry(m) });

function setup(mission: string, ids: string[]): State {
  const m = missions.find((x) => x.id === mission)!;
  const allowed = content.survivors.filter((s) => !m.forbiddenClasses.includes(s.class) && ids.includes(s.id));
  const state = game.engine.setup(
    { mission, survivors: allowed.map((s) => ({ id: s.id, starting: 'pistol' as const })) },
    3,
  );
  state.pending = [];
  return state;
}

function apply(state: State, action: Action) {
  return game.engine.apply(state, action);
}

describe('M10: Will I get a reward in the hereafter? (FR 3319)', () => {
  it('a Faithful companion cannot be rallied before the blue and green Objectives are taken', () => {
    const state = setup('M10', ['hanna', 'jeb']);
    const faithful = state.survivors.findIndex((s) => s.companion && s.classes.includes('faithful'));
    state.survivors[0].zone = state.survivors[faithful].zone;
    const refused = apply(state, { type: 'rally', s: 0, companion: faithful });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error.code).toBe('mission.rallyAfterRelics');
    for (const o of state.objectives) if (o.color !== 'red') o.taken = true;
    expect(apply(state, { type: 'rally', s: 0, companion: faithful }).ok).toBe(true);
  });
});

describe('M6: Blow the mine (FR 3008-3061)', () => {
  it('the stuck Wagon blocks its zone until a Dynamite destroys it; then the mine is blown once the earlier goals are done', () => {
    const state = setup('M6', ['hanna', 'jeb']);
    const ctx = game.context(state);
    const wagonZone = uoaPart(state).wagon!.zone;
    const next = ctx.geo.neighbors[wagonZone].find((z) => ctx.geo.zones[z].kind === 'street')!;
    state.survivors[0].zone = next;
    const blocked = apply(state, { type: 'move', s: 0, to: wagonZone });
    expect(blocked.ok ? '' : blocked.error.code).toBe('mission.wagonStuck');
    // A Dynamite into the Wagon's zone destroys it (the first goal).
    const dynamite = state.cards.findIndex((c) => c.def === 'dynamite');
    state.equipmentDeck = state.equipmentDeck.filter((c) => c !== dynamite);
    state.survivors[0].inventory[3] = dynamite;
    for (let t = 0; t < 4; t++) {
      state.pool[t] += state.zombies[wagonZone * 4 + t];
      state.zombies[wagonZone * 4 + t] = 0;
    }
    expect(apply(state, { type: 'dynamite', s: 0, slot: 3, zone: wagonZone }).ok).toBe(true);
    expect(uoaPart(state).wagon).toBeNull();
    expect(state.missionState.wagonDestroyed).toBe(true);
    // Blowing the mine needs the Gunslingers rallied and blue and green taken first.
    const mineDoor = ctx.geo.zones.findIndex((z) => z.features.includes('mine'));
    state.survivors[1].zone = wagonZone;
    state.active = -1;
    state.survivors[0].done = true;
    const early = apply(state, { type: 'blowMine', s: 1 });
    expect(early.ok ? '' : early.error.code).toBe('mission.goalsFirst');
    for (const c of state.survivors) if (c.companion) c.leader = 1;
    for (const o of state.objectives) o.taken = true;
    expect(ctx.geo.neighbors[wagonZone]).toContain(mineDoor);
    expect(apply(state, { type: 'blowMine', s: 1 }).ok).toBe(true);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'goalsDone' });
  });
});

describe('M4: Reload! and Ammo? (FR 2930-2947)', () => {
  it('rallying a Townsfolk costs a Plenty of Ammo card or an ammo token; blue and green become ammo tokens', () => {
    const state = setup('M4', ['henry', 'may']);
    const townsfolk = state.survivors.findIndex((s) => s.companion && s.classes.includes('townsfolk'));
    state.survivors[0].zone = state.survivors[townsfolk].zone;
    const free = apply(state, { type: 'rally', s: 0, companion: townsfolk });
    expect(free.ok ? '' : free.error.code).toBe('mission.reload');
    expect(apply(state, { type: 'rally', s: 0, companion: townsfolk, pay: -1 }).ok).toBe(false);
    const ammo = state.cards.findIndex((c) => c.def === 'plentyOfShells');
    state.equipmentDeck = state.equipmentDeck.filter((c) => c !== ammo);
    state.survivors[0].inventory[4] = ammo;
    expect(apply(state, { type: 'rally', s: 0, companion: townsfolk, pay: 4 }).ok).toBe(true);
    expect(state.survivors[0].inventory[4]).toBeNull();
    expect(state.survivors[townsfolk].leader).toBe(0);
  });
  it('hides blue and green at random among the red Objectives (the same seed, the same places)', () => {
    const a = setup('M4', ['henry']),
      b = setup('M4', ['henry']);
    expect(a.objectives.every((o) => o.hidden)).toBe(true);
    expect(a.objectives.map((o) => o.color)).toEqual(b.objectives.map((o) => o.color));
    expect(a.objectives.filter((o) => o.color !== 'red').length).toBe(2);
  });
});

describe('M5: the blue and green Objectives are Townsfolk (FR 2990)', () => {
  it('taking one brings a Townsfolk Companion led by the taker', () => {
    const state = setup('M5', ['henry', 'may']);
    const blue = state.objectives.find((o) => o.color === 'blue')!;
    state.survivors[0].zone = blue.zone;
    for (const o of state.objectives) if (o.zone === blue.zone && o !== blue) o.taken = true;
    const before = state.survivors.length;
    expect(apply(state, { type: 'objective', s: 0 }).ok).toBe(true);
    expect(state.survivors.length).toBe(before + 1);
    expect(state.survivors[before]).toMatchObject({ companion: true, leader: 0, classes: ['townsfolk'] });
  });
});

describe('which missions can be won today', () => {
  it('every goal of every mission is judged by the engine', () => {
    const winnable = missions.filter((m) => unsupportedGoals(m).length === 0).map((m) => m.id);
    expect(winnable).toEqual(missions.map((m) => m.id));
  });
});

describe("hidden Objectives in the players' view", () => {
  it('a face-down Objective shows no colour until it is taken', () => {
    const state = setup('M4', ['henry']);
    const view = game.view(state, 0);
    expect(view.objectives.every((o) => o.color === 'unknown')).toBe(true);
    expect(JSON.stringify(view.objectives)).not.toMatch(/blue|green/);
  });
});

describe('M7: Clothes, weapons and supplies; Travel wagon (FR 3119-3130)', () => {
  it("an Objective taken is a token in a slot that cannot be thrown away; 1 Action in the Wagon's zone stows the tokens for good", () => {
    const state = setup('M7', ['hanna', 'jeb']);
    const obj = state.objectives[0];
    state.survivors[0].zone = obj.zone;
    expect(apply(state, { type: 'objective', s: 0 }).ok).toBe(true);
    const offer = state.pending[0];
    expect(offer).toMatchObject({ kind: 'keepFound', survivor: 0 });
    expect(apply(state, { type: 'keepFound', slot: null }).ok).toBe(false);
    expect(apply(state, { type: 'keepFound', slot: 3 }).ok).toBe(true);
    state.pending = [];
    expect(apply(state, { type: 'discard', s: 0, slot: 3 }).ok).toBe(false);
    state.survivors[0].zone = uoaPart(state).wagon!.zone;
    for (let t = 0; t < 4; t++) {
      state.pool[t] += state.zombies[uoaPart(state).wagon!.zone * 4 + t];
      state.zombies[uoaPart(state).wagon!.zone * 4 + t] = 0;
    }
    expect(apply(state, { type: 'loadWagon', s: 0 }).ok).toBe(true);
    expect(uoaPart(state).wagon!.load).toBe(1);
    expect(state.survivors[0].inventory[3]).toBeNull();
  });
});

describe('Trains (EN "Train", FR pp. 40-41)', () => {
  function endRound(state: State) {
    const round = state.round;
    for (let i = 0; i < 50 && state.phase === 'players' && state.round === round; i++) {
      const s = state.survivors.findIndex(
        (x) => !x.done && !x.companion && !x.eliminated && !x.exited && x.player === state.currentPlayer,
      );
      if (s < 0) break;
      const r = apply(state, { type: 'endTurn', s });
      if (!r.ok) throw new Error(describeRefusal(r.error));
      while (state.pending.length) apply(state, game.engine.legalActions(state)[0]);
    }
  }

  it('M3: once everyone is aboard, the locomotive moves one tile each round with its passengers, then leaves the board with them', () => {
    const state = setup('M3', ['hanna', 'henry']);
    const ctx = game.context(state);
    const cab = ctx.geo.zones.find((z) => z.kind === 'train' && z.tile === '10R')!;
    for (const s of state.survivors) if (!s.companion) s.zone = cab.id;
    for (const c of state.survivors) if (c.companion) c.eliminated = false;
    // Companions rallied and aboard too (the goal and "everyone aboard" need them).
    for (const c of state.survivors)
      if (c.companion) {
        c.leader = 0;
        c.zone = cab.id;
        c.player = 0;
      }
    state.zombies.fill(0);
    state.pool = [40, 16, 16, 1];
    state.zombieDeck = Array(30).fill(8);
    const start = state.spawns.find((sp) => sp.kind === 'starting')!.zone;
    for (const sp of state.spawns)
      if (sp.kind === 'mobile') {
        sp.zone = start;
        sp.onStart = true;
      }
    endRound(state);
    expect(uoaPart(state).train!.tiles).toEqual(['11V', '10R', '12V']);
    const ctx2 = game.context(state);
    expect(ctx2.geo.zones[state.survivors[0].zone]).toMatchObject({ kind: 'train', tile: '10R' });
    endRound(state);
    expect(uoaPart(state).train!.tiles).toEqual(['11V', '12V', '10R']);
    endRound(state);
    expect(uoaPart(state).train!.gone).toBe(true);
    expect(state.survivors.every((s) => s.exited && s.leftOnTrain)).toBe(true);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'goalsDone' });
  });

  it('M8: taking blue and green brings the train in on its entry tile; zombies in the altered zones die and survivors step aside', () => {
    const state = setup('M8', ['hanna', 'henry']);
    const ctx = game.context(state);
    for (const o of state.objectives) if (o.color !== 'red') o.taken = true;
    const rail = ctx.geo.zones.find((z) => z.kind === 'railroad' && z.tile === '10V')!;
    uoaPart(state).wagon!.zone = ctx.geo.zones.find((z) => z.kind === 'street')!.id; // the Wagon cleared off the track first
    state.survivors[0].zone = rail.id;
    state.zombies[rail.id * 4] = 2;
    state.pool[0] -= 2;
    state.zombieDeck = Array(30).fill(8);
    endRound(state);
    expect(uoaPart(state).train!.tiles[0]).toBe('10R');
    const after = game.context(state);
    expect(['street', 'railroad']).toContain(after.geo.zones[state.survivors[0].zone].kind);
    expect(state.pool[0]).toBeGreaterThanOrEqual(40 - 2);
  });
});

describe('M8: Search the neighbourhood; Clear the Wagon before the train comes! (FR 3184-3204)', () => {
  it('3 Bounty Weapons are set aside and given at random by the Objectives, never by feats', () => {
    const state = setup('M8', ['hanna', 'henry']);
    expect(uoaPart(state).setAsideBounty).toHaveLength(3);
    const obj = state.objectives[0];
    state.survivors[0].zone = obj.zone;
    expect(apply(state, { type: 'objective', s: 0 }).ok).toBe(true);
    expect(uoaPart(state).setAsideBounty).toHaveLength(2);
    expect(state.pending[0]).toMatchObject({ kind: 'keepFound', survivor: 0 });
  });
  it('the train entering while the Wagon stands on the railroad loses the game', () => {
    const state = setup('M8', ['hanna', 'henry']);
    for (const o of state.objectives) if (o.color !== 'red') o.taken = true;
    state.zombieDeck = Array(30).fill(8);
    for (const s of [0, 1]) apply(state, { type: 'endTurn', s });
    while (state.pending.length) apply(state, game.engine.legalActions(state)[0]);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'wagonOnTrack' });
    expect(state.outcomeReason).toEqual({ code: 'wagonOnTrack' });
  });
});

describe('M9: Coal sacks; Love me tender; All aboard! (FR 3261-3281)', () => {
  it('a sack needs a Brawler companion to carry it and gives no AP; loading the tender gives 5 AP a sack; the train starts once 6 are in', () => {
    const state = setup('M9', ['hanna', 'jeb']);
    const ctx = game.context(state);
    const mine = ctx.geo.zones.find((z) => z.features.includes('mine'))!.id;
    state.survivors[0].zone = mine;
    for (let k = 0; k < 4; k++) {
      state.pool[k] += state.zombies[mine * 4 + k];
      state.zombies[mine * 4 + k] = 0;
    }
    const refused = apply(state, { type: 'objective', s: 0 });
    expect(refused.ok ? '' : refused.error.code).toBe('mission.coalCarrier');
    const brawler = state.survivors.findIndex((c) => c.companion && c.classes.includes('brawler'));
    state.survivors[brawler].leader = 0;
    state.survivors[brawler].player = 0;
    state.survivors[brawler].zone = mine;
    expect(apply(state, { type: 'objective', s: 0 }).ok).toBe(true);
    expect(state.survivors[brawler].sack).toBe(true);
    expect(state.survivors[0].ap).toBe(0);
    const tender = ctx.geo.zones.find((z) => z.label.endsWith(':te'))!.id;
    state.survivors[0].zone = tender;
    state.survivors[brawler].zone = tender;
    for (let k = 0; k < 4; k++) {
      state.pool[k] += state.zombies[tender * 4 + k];
      state.zombies[tender * 4 + k] = 0;
    }
    expect(apply(state, { type: 'loadCoal', s: 0 }).ok).toBe(true);
    expect(state.missionState.coal).toBe(1);
    expect(state.survivors[0].ap).toBe(5);
    const cab = ctx.geo.zones.find((z) => z.label.endsWith(':ca'))!.id;
    state.survivors[0].zone = cab;
    const early = apply(state, { type: 'startTrain', s: 0 });
    expect(early.ok ? '' : early.error.code).toBe('train.coal');
  });
});

describe('M2: Blow up the zombie train (FR 2822-2834)', () => {
  it('Holy Water cannot move its Mobile spawns; a Dynamite in one moves it to the Starting zone and flips the car to track', () => {
    const state = setup('M2', ['hanna', 'concepcion']);
    const ctx = game.context(state);
    const mobile = state.spawns.findIndex((sp) => sp.kind === 'mobile');
    const car = state.spawns[mobile].zone;
    const next = ctx.geo.neighbors[car].find((z) => ctx.geo.zones[z].kind === 'street')!;
    state.survivors[0].zone = next;
    const water = state.cards.findIndex((c) => c.def === 'holyWater');
    const dynamite = state.cards.findIndex((c) => c.def === 'dynamite');
    state.equipmentDeck = state.equipmentDeck.filter((c) => c !== water && c !== dynamite);
    state.survivors[0].inventory[0] = water;
    state.survivors[0].inventory[1] = dynamite;
    const refused = apply(state, { type: 'holyWater', s: 0, slot: 0, spawn: mobile });
    expect(refused.ok ? '' : refused.error.code).toBe('mission.onlyDynamite');
    const tile = ctx.geo.zones[car].tile;
    const r = apply(state, { type: 'dynamite', s: 0, slot: 1, zone: car });
    expect(r.ok ? '' : describeRefusal(r.error)).toBe('');
    expect(state.spawns[mobile].onStart).toBe(true);
    expect(uoaPart(state).train!.tiles).toContain(`${tile.slice(0, -1)}V`);
    expect(state.missionState.trainSpawnsBlown).toBe(1);
  });
});

describe('M7: three start zones (FR 3107)', () => {
  it('survivors are split as evenly as possible between the start zones; an uneven split is refused', () => {
    const state = setup('M7', ['hanna', 'jeb', 'may']);
    const zones = new Set(state.survivors.filter((s) => !s.companion).map((s) => s.zone));
    expect(zones.size).toBe(3);
    const m7 = missions.find((m) => m.id === 'M7')!;
    expect(() =>
      game.engine.setup(
        {
          mission: 'M7',
          survivors: [
            { id: 'hanna', start: m7.start },
            { id: 'jeb', start: m7.start },
          ],
        },
        1,
      ),
    ).toThrow(/setup\.unevenStarts/);
  });
});

describe('M5 setup: the two Townsfolk stand on two different balconies (FR 2987-2988, issue 13 item 8)', () => {
  it('on every seed of 40, Hanna and Jeb never share a balcony', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const state = game.engine.setup({ mission: 'M5', survivors: [{ id: 'henry' }, { id: 'may' }] }, seed);
      const zones = state.survivors.filter((s) => s.companion).map((s) => s.zone);
      expect(zones.length).toBe(2);
      expect(new Set(zones).size, `seed ${seed}`).toBe(2);
    }
  });
});

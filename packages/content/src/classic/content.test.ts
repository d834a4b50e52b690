/**
 * Zombicide Classic, Season 1 core box: the data holds the box, every stat is in range, every id and skill
 * reference resolves, the Zombie deck never asks for more miniatures than the box has, every value has a
 * source, and a broken copy is refused with its entry and field named. Each test names the seed 001 line of
 * the rule it checks.
 */
import type { Content } from '@horde/zombicide/context';
import { CLASSIC_BOX as CLASSIC_ENGINE_BOX, CLASSIC_TYPES } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import {
  CLASSIC_ABOMINATION_XP,
  CLASSIC_BOX,
  CLASSIC_STARTING_DEAL,
  type ClassicContent,
  classicContent,
  classicData,
  parseClassicContent,
} from './index.ts';
import { valuePaths } from './types.ts';

const content = classicContent();
const card = (id: string) => {
  const c = content.equipment.find((e) => e.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const survivor = (id: string) => {
  const s = content.survivors.find((e) => e.id === id);
  if (!s) throw new Error(`no survivor ${id}`);
  return s;
};
const total = (ids: string[]) => ids.reduce((n, x) => n + card(x).count, 0);
/** A deep copy of the data, changed by `edit`. */
const broken = (edit: (data: ClassicContent) => void): ClassicContent => {
  const data = structuredClone(classicData());
  edit(data);
  return data;
};

describe('Zombicide Classic content, Season 1 core box', () => {
  it('is the engine Content: equipment, survivors, zombie cards, Abomination, skills', () => {
    const engine: Content = content;
    expect(engine.survivors.map((s) => s.name)).toEqual([
      ...['Amy', 'Doug', 'Josh', 'Ned', 'Phil', 'Wanda'],
      // Designed, for 7+ Survivors games (seed 001 lines 341, 2775).
      ...['Elsa', 'Neema', 'Kim', 'Tiff', 'Julien', 'Belle'],
      // Designed, the helicopter's pilot (seed 001 lines 718, 2229; mission C7).
      'Terry',
      // Designed, the casts of the seed's other EXAMPLEs (lines 656-2725).
      ...['Louise', 'Raoul', 'Laurie', 'Jane', 'Maddie', 'Bear', 'Joe', 'Watts', 'Cathy', 'Derek'],
    ]);
    expect(classicContent()).toBe(content);
  });

  it('holds the 62 Equipment cards of the list of seed 001 lines 291-299', () => {
    // The Companion cards come from their own boxes (companions.test.ts).
    const cards = content.equipment.filter((c) => !c.traits.includes('wounded') && !c.companion);
    expect(cards.reduce((n, c) => n + c.count, 0)).toBe(62);
    expect(CLASSIC_BOX.cards.equipment).toBe(62);
    expect(total(['plentyOfAmmoBullets', 'plentyOfAmmoShells'])).toBe(6);
    expect(total(['aaahh'])).toBe(4);
    expect(card('wounded').count).toBe(CLASSIC_BOX.cards.wounded);
  });

  it('sets aside the Pans to deal (line 378), the Pimpweapons (line 359), the Molotovs (line 376), the Wounded (line 355)', () => {
    expect(content.equipment.filter((c) => c.deck === 'starting').map((c) => [c.id, c.count])).toEqual([['pan', 3]]);
    const aside = content.equipment
      .filter((c) => c.deck === 'setAside' && !c.companion && c.count > 0)
      .map((c) => c.id);
    expect(aside.sort()).toEqual(['evilTwins', 'masShotgun', 'molotov', 'wounded']);
    // Set aside with no copy in the box: the Sniper Rifle (a Rifle and a Scope combined, line 1395) and the cards of
    // the seed's examples out of the Season 1 box (lines 1248, 378, 1461, 2263).
    const none = content.equipment.filter((c) => c.deck === 'setAside' && c.count === 0).map((c) => c.id);
    // The Proton Pack (Ghostbusters, lines 1609, 2211) enters a Stay Puft game only.
    expect(none.sort()).toEqual(['automaticShotgun', 'knife', 'mp5', 'nightstick', 'protonPack', 'sniperRifle']);
    // Line 417: one Fire Axe, Crowbar and Pistol come out of the Equipment deck for the starting deal.
    for (const id of CLASSIC_STARTING_DEAL.fromEquipmentDeck) expect(card(id).deck).toBe('equipment');
  });

  it('prints the weapon stats the seed gives', () => {
    // Sub-MG: Range 0-1 (line 1308), 3 dice (line 1246), hits on 5+ (line 1341), Damage 1 (line 1268), Dual, noisy.
    expect(card('subMg').weapon).toMatchObject({ minRange: 0, maxRange: 1, dice: 3, accuracy: 5, damage: 1 });
    expect(card('subMg').weapon).toMatchObject({ dual: true, noise: 'bang' });
    // Rifle: Range 1-3 (line 1308).
    expect(card('rifle').weapon).toMatchObject({ minRange: 1, maxRange: 3 });
    // Pistol: noisy, 0-1, 1 die, 4+, Damage 1 (line 2014), Dual (line 1210).
    expect(card('pistol').weapon).toMatchObject({ noise: 'bang', maxRange: 1, dice: 1, accuracy: 4, damage: 1 });
    expect(card('pistol').weapon?.dual).toBe(true);
    // Chainsaw: 5 dice, hits on 5+ (line 1463). Fire Axe: Damage 2 (line 2725), silent kill, noisy door (line 1044).
    expect(card('chainsaw').weapon).toMatchObject({ dice: 5, accuracy: 5 });
    expect(card('fireAxe').weapon).toMatchObject({ damage: 2, noise: 'silent' });
    // Shotgun: 2 dice (line 1489), 3 misses and 4 hits (lines 1491, 1493).
    expect(card('shotgun').weapon).toMatchObject({ dice: 2, accuracy: 4 });
    // Machete: Damage 2 (line 1270), Dual, one die each (line 1294). Sawed-Off: Dual and reloadable (lines 1349, 1355).
    expect(card('machete').weapon).toMatchObject({ damage: 2, dual: true, dice: 1 });
    expect(card('sawedOff').weapon?.dual).toBe(true);
    expect(card('sawedOff').traits).toContain('reload');
  });

  it('keeps every weapon in range: Melee at Range 0 (line 1290), Ranged from Range 1 (line 1298), Damage 3 at most (line 1240)', () => {
    const weapons = content.equipment.filter((c) => c.weapon);
    expect(weapons).toHaveLength(21); // 16 of the box, 4 of the examples out of it, the Proton Pack
    for (const c of weapons) {
      const wpn = c.weapon!;
      if (wpn.attack === 'melee') expect([wpn.minRange, wpn.maxRange], c.id).toEqual([0, 0]);
      else expect(wpn.maxRange, c.id).toBeGreaterThanOrEqual(Math.max(1, wpn.minRange));
      expect(wpn.accuracy, c.id).toBeGreaterThanOrEqual(2);
      expect(wpn.accuracy, c.id).toBeLessThanOrEqual(6);
      expect(wpn.damage, c.id).toBeLessThanOrEqual(3);
      expect(wpn.dice, c.id).toBeLessThanOrEqual(5);
      expect(['silent', 'bang'], c.id).toContain(wpn.noise);
    }
  });

  it('opens doors with Melee weapons only (line 550): the Crowbar silently, the Fire Axe and Chainsaw noisily (line 1044)', () => {
    const doors = Object.fromEntries(content.equipment.filter((c) => c.door).map((c) => [c.id, c.door]));
    expect(doors).toEqual({ chainsaw: 'noisy', crowbar: 'silent', fireAxe: 'noisy' });
    for (const id of Object.keys(doors)) expect(card(id).weapon?.attack).toBe('melee');
  });

  it('builds the Molotov from Gasoline and Glass Bottles (line 1389) and the Sniper Rifle from a Rifle and a Scope (line 1395)', () => {
    expect(card('molotov')).toMatchObject({ combines: ['gasoline', 'glassBottles'], deck: 'setAside' });
    expect(card('molotov').weapon?.dice).toBe(0);
    expect(card('sniperRifle')).toMatchObject({ combines: ['rifle', 'scope'], count: 0, traits: ['sniper'] });
    // No Nails in the Season 1 box, so no Nailbat (line 1393, [PO]).
    expect(content.equipment.some((c) => c.id === 'nailbat')).toBe(false);
  });

  it('gives every entry its own id', () => {
    for (const list of [content.equipment, content.survivors, content.skills, content.zombieCards]) {
      const ids = list.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('lists every core skill of the Skills section once, each with its line (lines 2121-2317)', () => {
    expect(content.skills).toHaveLength(70);
    for (const k of content.skills) {
      const line = Number(k.source.replace('seed 001 line ', ''));
      expect(line, k.id).toBeGreaterThanOrEqual(2121);
      expect(line, k.id).toBeLessThanOrEqual(2317);
      expect(Boolean(k.parameterised), k.id).toBe(Boolean(k.param));
    }
    // Undead or Alive ids kept for the same skill; a new id for a same-named skill with another effect.
    const name = (id: string) => content.skills.find((k) => k.id === id)?.name;
    expect([name('marksman'), name('blademaster'), name('quickDraw'), name('ironclad')]).toEqual([
      'Sniper',
      'Swordmaster',
      'Webbing',
      'Dreadnought: [Zombie type]',
    ]);
    expect(name('medicClassic')).toBe('Medic');
  });

  it('builds every skill tree from skills.ts: Blue 1, Yellow "+1 Action", Orange 2, Red 3 (lines 1100-1104, 514)', () => {
    const skills = new Map(content.skills.map((k) => [k.id, k]));
    for (const s of content.survivors) {
      expect(s.skills.yellow, s.id).toEqual([{ id: 'plus1Action' }]);
      expect([s.skills.blue.length, s.skills.orange.length, s.skills.red.length], s.id).toEqual([1, 2, 3]);
      for (const ref of [...s.skills.blue, ...s.skills.orange, ...s.skills.red]) {
        const k = skills.get(ref.id);
        expect(k, `${s.id}: ${ref.id}`).toBeDefined();
        if (Array.isArray(k?.param)) expect(k.param, `${s.id}: ${ref.id}`).toContain(ref.param);
      }
      expect(s).not.toHaveProperty('class');
      expect(s).not.toHaveProperty('favoriteSlot');
    }
  });

  it('starts Amy with a free Action (line 514), Wanda with 2 Zones per Move (line 526), Phil with a Pistol (lines 425, 2739)', () => {
    expect(survivor('amy').skills.blue).toEqual([{ id: 'plus1FreeAction', param: 'move' }]);
    expect(survivor('wanda').skills.blue).toEqual([{ id: 'twoZonesPerMove' }]);
    expect(survivor('phil').skills.blue).toEqual([{ id: 'startsWith', param: 'pistol' }]);
    expect(survivor('phil').startsWith).toEqual(['pistol']);
    // Line 425: Phil may be dealt the starting Pistol and take his own too: the box has 3 Pistols (line 299).
    expect(card('pistol').count).toBeGreaterThanOrEqual(2);
    expect(content.survivors.filter((s) => s.startsWith).map((s) => s.id)).toEqual(['phil']);
  });

  it('has 42 Zombie cards, #1 to #42 (line 267), and the expansion decks numbered as their boxes (lines 269-275)', () => {
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(content.zombieCards.filter((c) => !c.deck).map((c) => c.id)).toEqual(range(1, 42));
    const deck = (d: string) => content.zombieCards.filter((c) => c.deck === d);
    expect(deck('dogz').map((c) => c.id)).toEqual(range(55, 66));
    expect(deck('toxic').map((c) => c.id)).toEqual(range(67, 78));
    expect(deck('berserker').map((c) => c.id)).toEqual(range(79, 90));
    expect(deck('skinner').map((c) => c.id)).toEqual(range(145, 156));
    // A card's colour is its species (lines 932-941): green Toxic, brown Berserker, yellow Skinner; Dogz are standard.
    expect(new Set(deck('toxic').map((c) => c.species))).toEqual(new Set(['toxic']));
    expect(new Set(deck('berserker').map((c) => c.species))).toEqual(new Set(['berserker']));
    expect(new Set(deck('skinner').map((c) => c.species))).toEqual(new Set(['skinner']));
    expect(deck('dogz').every((c) => c.species === undefined)).toBe(true);
    // Skinners have no Abomination (the A-Bomb is not a Skinner, line 1450).
    expect(deck('skinner').some((c) => Object.values(c.lines).some((l) => l.kind === 'abomination'))).toBe(false);
    // Angry Neighbors #193-204 (line 276): black Seeker cards (line 936); Murders of Crowz #235-246 (line 280).
    expect(deck('seeker').map((c) => c.id)).toEqual(range(193, 204));
    expect(new Set(deck('seeker').map((c) => c.species))).toEqual(new Set(['seeker']));
    expect(deck('crows').map((c) => c.id)).toEqual(range(235, 246));
    // Lost Zombivors #205-210 (line 277): magenta cards (line 939), one Lost each (line 945).
    expect(deck('lost').map((c) => c.id)).toEqual(range(205, 210));
    expect(deck('lost').every((c) => c.species === 'lost' && c.lines.red.kind === 'zombies')).toBe(true);
    expect(deck('crows').every((c) => c.species === undefined)).toBe(true);
    // The special cards (lines 949-955): Manhole cards and a Bed card of each colour, designed in Rue Morgue's range.
    expect(deck('manholes').map((c) => c.special)).toEqual([
      'manhole',
      'manhole',
      'manhole',
      'manhole',
      'blueBed',
      'greenBed',
    ]);
    expect(content.zombieCards.filter((c) => c.special).every((c) => c.deck === 'manholes')).toBe(true);
  });

  it('counts the species’ miniatures as the engine’s box does', () => {
    const types = [...CLASSIC_TYPES];
    const box = [...CLASSIC_ENGINE_BOX];
    const m = CLASSIC_BOX.miniatures;
    const expected: Record<string, number> = {
      walker: m.walkers,
      runner: m.runners,
      fatty: m.fatties,
      abomination: m.abominations,
      ...Object.assign({}, ...Object.values(CLASSIC_BOX.expansions).map((e) => e.miniatures)),
    };
    expect(Object.fromEntries(types.map((t, i) => [t, box[i]]))).toEqual(expected);
  });

  it('never asks for more miniatures than the box holds, Fatties with their 2 Walkers (line 959)', () => {
    const { walkers, runners, fatties } = CLASSIC_BOX.miniatures;
    expect([walkers, runners, fatties, CLASSIC_BOX.miniatures.abominations]).toEqual([40, 16, 8, 1]);
    for (const c of content.zombieCards)
      for (const line of Object.values(c.lines)) {
        if (line.kind !== 'zombies') continue;
        expect((line.walker ?? 0) + 2 * (line.fatty ?? 0), `card ${c.id}`).toBeLessThanOrEqual(walkers);
        expect(line.runner ?? 0, `card ${c.id}`).toBeLessThanOrEqual(runners);
        expect(line.fatty ?? 0, `card ${c.id}`).toBeLessThanOrEqual(fatties);
      }
  });

  it('grows every card from Blue to Red (the line read is the highest Danger Level, line 902)', () => {
    const size = (line: ClassicContent['zombieCards'][number]['lines']['red']) =>
      line.kind === 'zombies' ? (line.walker ?? 0) + (line.runner ?? 0) + (line.fatty ?? 0) : 0;
    for (const c of content.zombieCards) {
      const { blue, yellow, orange, red } = c.lines;
      if ([blue, yellow, orange, red].every((l) => l.kind === 'zombies' || l.kind === 'none'))
        expect([size(blue), size(yellow), size(orange), size(red)], `card ${c.id}`).toEqual(
          [size(blue), size(yellow), size(orange), size(red)].sort((a, b) => a - b),
        );
    }
    const kinds = content.zombieCards.filter((c) => !c.deck).map((c) => c.lines.red.kind);
    expect(kinds.filter((k) => k === 'extraActivation')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'abomination')).toHaveLength(3);
  });

  it('has the Season 1 Abomination: Damage 3 (line 1258), 1 Action (line 3065), 5 experience (line 1185)', () => {
    expect(content.abomination).toMatchObject({ toughness: 3, actions: 1 });
    expect(content.abomination.abilityId).toBeUndefined();
    expect(CLASSIC_ABOMINATION_XP).toBe(CLASSIC_BOX.abominationXp);
  });

  it('gives every value one source: a seed 001 line, published, or designed with a reason', () => {
    const entries = [
      ...content.equipment,
      ...content.survivors,
      ...content.zombieCards,
      ...content.skills,
      content.abomination,
    ];
    const designedValues: string[] = [];
    for (const e of entries) {
      expect(Object.keys(e.sources).sort(), String(e.id)).toEqual(valuePaths(e).sort());
      for (const [path, src] of Object.entries(e.sources)) {
        expect(src, `${e.id}.${path}`).toMatch(/^(seed 001 line \d+|published|designed: .{8,})$/);
        // The Companion cards' designed values are listed in companions.test.ts.
        if (src.startsWith('designed') && !('companion' in e && e.companion)) designedValues.push(`${e.id}.${path}`);
      }
      if ('provenance' in e)
        expect(e.provenance.designed, String(e.id)).toBe(
          Object.values(e.sources).some((s) => s.startsWith('designed')),
        );
    }
    // What is designed: Ned's Orange and Red, the Zombie decks' lines, the numbers of the Berserker and Skinner cards,
    // the Molotov's unused accuracy, Ma's Shotgun's traits.
    expect(designedValues.filter((v) => !/^\d+\.(lines|deck)$|^\d+\.lines\./.test(v))).toEqual([
      'masShotgun.traits',
      'molotov.weapon.accuracy',
      // The examples' cards out of the box (lines 1248, 378, 1461, 2263): all but what the examples show.
      ...['deck', 'count', 'weapon.family', 'weapon.accuracy', 'weapon.damage', 'weapon.noise'].map(
        (v) => `knife.${v}`,
      ),
      ...['deck', 'count', 'weapon.attack', 'weapon.family', 'weapon.dice', 'weapon.accuracy', 'weapon.damage']
        .concat(['weapon.noise', 'weapon.dual'])
        .map((v) => `nightstick.${v}`),
      ...['deck', 'count', 'weapon.family', 'weapon.minRange', 'weapon.maxRange', 'weapon.damage', 'weapon.noise']
        .concat(['weapon.dual'])
        .map((v) => `mp5.${v}`),
      ...['deck', 'count', 'weapon.family', 'weapon.minRange', 'weapon.maxRange', 'weapon.dice', 'weapon.accuracy']
        .concat(['weapon.noise', 'weapon.dual', 'weapon.ammo'])
        .map((v) => `automaticShotgun.${v}`),
      // The Proton Pack (lines 1609, 2211-2213): all but its name, its Ranged attack, its Dice and its Roll 6.
      ...['deck', 'count', 'weapon.family', 'weapon.minRange', 'weapon.maxRange', 'weapon.accuracy', 'weapon.damage']
        .concat(['weapon.noise', 'weapon.dual', 'text'])
        .map((v) => `protonPack.${v}`),
      'ned.skills.orange',
      'ned.skills.red',
      // The Survivors beyond the box (7+ Survivors): their skill trees but Elsa's (lines 2840-2842).
      ...['neema', 'kim', 'tiff', 'julien', 'belle', 'terry']
        .concat(['louise', 'raoul', 'laurie', 'jane', 'maddie', 'bear', 'joe', 'watts', 'cathy', 'derek'])
        .flatMap((id) => ['blue', 'orange', 'red'].map((level) => `${id}.skills.${level}`)),
    ]);
  });

  it('names the entry and the field of a bad value', () => {
    const fails = (edit: (data: ClassicContent) => void, message: RegExp) =>
      expect(() => parseClassicContent(broken(edit))).toThrow(message);
    fails((d) => {
      d.equipment.find((c) => c.id === 'pistol')!.weapon!.damage = 9;
    }, /equipment\[pistol\]\.weapon\.damage: /);
    // Line 1290: a Melee weapon has Range 0.
    fails((d) => {
      d.equipment.find((c) => c.id === 'crowbar')!.weapon!.maxRange = 1;
    }, /equipment\[crowbar\]\.weapon\.maxRange: a Melee weapon has Range 0/);
    // Line 296: 4 Machetes.
    fails((d) => {
      d.equipment.find((c) => c.id === 'machete')!.count = 3;
    }, /equipment\[machete\]\.count: 3, seed 001 line 296 lists 4/);
    fails((d) => {
      delete d.equipment.find((c) => c.id === 'pistol')!.sources['weapon.dice'];
    }, /equipment\[pistol\]\.sources: no source for "weapon\.dice"/);
    fails((d) => {
      d.survivors.find((s) => s.id === 'ned')!.skills.red[1] = { id: 'flying' };
    }, /survivors\[ned\]\.skills\.red\[1\]: unknown skill "flying"/);
    // Line 514: the Yellow skill is +1 Action.
    fails((d) => {
      d.survivors.find((s) => s.id === 'josh')!.skills.yellow = [{ id: 'lucky' }];
    }, /survivors\[josh\]\.skills\.yellow\[0\]: the Yellow skill is "\+1 Action"/);
    // Line 959: a Fatty brings 2 Walkers, so 10 Fatties ask for 20 Walkers and 10 Fatties; the box has 8.
    fails((d) => {
      d.zombieCards.find((c) => c.id === 5)!.lines.red = { kind: 'zombies', walker: 41 };
    }, /zombieCards\[5\]\.lines\.red: needs 41 Walkers/);
    fails((d) => {
      d.zombieCards.find((c) => c.id === 19)!.lines.red = { kind: 'zombies', fatty: 10 };
    }, /zombieCards\[19\]\.lines\.red: needs 10 Fatties, the box has 8/);
    fails((d) => {
      d.abomination.toughness = 2;
    }, /abomination\.toughness: an Abomination needs a Damage 3 hit \(seed 001 line 1258\)/);
    fails((d) => {
      (d.skills.find((k) => k.id === 'tough') as { text: string }).text = '';
    }, /skills\[tough\]\.text: /);
  });
});

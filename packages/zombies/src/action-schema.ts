/** What an action sent by a client must look like, before the rules see it (the server checks it too). */
import { z } from 'zod';
import type { Action } from './actions.ts';

const square = z.number().int().min(0).max(100_000);
const seat = z.number().int().min(0).max(5);
const card = z.string().min(1).max(64);
const schtick = z.enum([
  'quick',
  'bruiser',
  'sneak',
  'deadeye',
  'tough',
  'brawler',
  'thief',
  'sixthSense',
  'arcaneLore',
]);
const flaw = z.enum(['slow', 'weak', 'clumsy', 'shakes', 'puny', 'triggerHappy', 'unlucky', 'coward', 'troubleMagnet']);
const tradeItem = z.enum(['none', 'life', 'bullet', 'card']);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseSchtick'), schtick: schtick.nullable() }),
  z.strictObject({ type: z.literal('nameFlaw'), flaw }),
  z.strictObject({ type: z.literal('placePawn'), square }),
  z.strictObject({
    type: z.literal('placeTile'),
    x: z.number().int().min(-100).max(100),
    y: z.number().int().min(-100).max(100),
    rotation: z.number().int().min(0).max(3),
  }),
  z.strictObject({ type: z.literal('rollMove') }),
  z.strictObject({ type: z.literal('search') }),
  z.strictObject({ type: z.literal('move'), to: square, weave: z.boolean().optional() }),
  z.strictObject({ type: z.literal('endMove') }),
  z.strictObject({ type: z.literal('fight') }),
  z.strictObject({ type: z.literal('dodge') }),
  z.strictObject({ type: z.literal('dodgeTo'), square }),
  z.strictObject({ type: z.literal('spendBullets'), roll: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('declineBullets') }),
  z.strictObject({ type: z.literal('shoot'), square, seat: seat.optional(), aim: z.boolean() }),
  z.strictObject({ type: z.literal('attack'), seat }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('look'), seat }),
  z.strictObject({
    type: z.literal('playEvent'),
    card,
    target: seat.optional(),
    square: square.optional(),
    tile: z.number().int().min(0).max(1000).optional(),
  }),
  z.strictObject({ type: z.literal('placeZombie'), square }),
  z.strictObject({ type: z.literal('chooseFind'), find: z.enum(['bullet', 'cycle', 'life']) }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('keepHand') }),
  z.strictObject({ type: z.literal('moveZombie'), from: square, to: square }),
  z.strictObject({ type: z.literal('endZombies') }),
  z.strictObject({ type: z.literal('rerollZombies') }),
  z.strictObject({ type: z.literal('keepZombies') }),
  z.strictObject({
    type: z.literal('offerTrade'),
    seat,
    give: tradeItem,
    giveCard: card.optional(),
    take: tradeItem,
  }),
  z.strictObject({ type: z.literal('acceptTrade'), card: card.optional() }),
  z.strictObject({ type: z.literal('declineTrade') }),
  z.strictObject({ type: z.literal('steal'), seat }),
  z.strictObject({ type: z.literal('sense'), square }),
  z.strictObject({ type: z.literal('swapCard'), give: card, take: card }),
  z.strictObject({ type: z.literal('noSwap') }),
  z.strictObject({ type: z.literal('enterMap'), square }),
  z.strictObject({ type: z.literal('timeout') }),
]);

// The schema accepts exactly the Action of actions.ts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionMatches: Same<z.infer<typeof actionSchema>, Action> = true;
void actionMatches;

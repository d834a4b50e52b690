/**
 * The fingerprint a game's pinned content is stored under (issue 31): SHA-256, in hex, of its canonical JSON
 * (core's canonicalJson: keys sorted, undefined left out), so equal content has one fingerprint whatever its key
 * order, and games of one mission share one stored copy.
 *
 * Node only (node:crypto): the server computes it. The browser never needs it; pinned.ts, which the browser may
 * bundle, does not import this file.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '@horde/core';

export function contentFingerprint(pinned: unknown): string {
  return createHash('sha256').update(canonicalJson(pinned), 'utf8').digest('hex');
}

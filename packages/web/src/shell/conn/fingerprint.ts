/**
 * Which content a game was made with (issue 31, docs/storage.md "Pinned content"): a fingerprint of the content its
 * game module pins for it (`GameModule.pin(config)`), so that the browser notices when the content it bundles is not
 * the one a game was played with.
 *
 * The fingerprint is core's state hash (`hashString` of the canonical JSON: keys sorted) of the pinned content, not
 * the server's SHA-256: the browser computes it at once, in any page (SHA-256 through `crypto.subtle` exists only on
 * https and localhost), and it only has to tell an edited content from the one a game was played with. The build
 * computes it for the content each table bundles (build/bundled.ts: `virtual:horde-pins/<game>`, a function of the
 * config that each table's rules answer as `LocalRules.contentFingerprint`), the server table for the content a
 * record carries.
 */
import { canonicalJson, hashString } from '@horde/core/hash';

/** The fingerprint of pinned content (as the game module's `pin` gives it, or as a record carries it). */
export function contentFingerprint(pinned: unknown): string {
  return hashString(canonicalJson(pinned));
}

/**
 * How sure a bot comparison is (for the statistical tests of the search bots): the exact one-sided binomial tail.
 * A sign test on paired games is this tail with p = 1/2 over the games the two bots decided differently.
 */

/** P(X >= k) for X ~ Binomial(n, p): the chance of k or more successes out of n by luck alone. */
export function binomialTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  // Sum the terms from k to n; each from the previous by the ratio of binomial coefficients.
  let term = 1;
  for (let i = 0; i < k; i++) term *= ((n - i) / (i + 1)) * p;
  term *= (1 - p) ** (n - k);
  let sum = 0;
  for (let i = k; i <= n; i++) {
    sum += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.min(1, sum);
}

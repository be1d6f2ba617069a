/**
 * Finite numbers written as a CSV field may hold them: shortest round-trip, exponent forms of any precision, fixed
 * decimals with ties, and hand-picked forms (−0, leading or trailing dot, sign, 36 significant digits). Used by the
 * tests that compare the embedded engine's number parsing with the reference readers' `Number`.
 */
import fc from 'fast-check';

export const numberNotation = (ties: fc.Arbitrary<number> = fc.integer({ min: -1000, max: 1000 })): fc.Arbitrary<string> =>
  fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => String(v)),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => v.toExponential(fc.sample(fc.integer({ min: 0, max: 20 }), 1)[0])),
    ties.map((i) => (i / 8).toFixed(3)),
    fc.constantFrom('0', '-0', '0.0', '-0e0', '1', '.5', '5.', '+1', '1E2', '0.1000000000000000055511151231257827'),
  );

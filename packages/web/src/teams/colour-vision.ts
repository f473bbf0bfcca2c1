/**
 * Colour-vision deficiency simulation (Machado, Oliveira and Fernandes 2009, severity 1.0,
 * on linear sRGB) and CIE76 colour difference: to check that the team colours stay apart
 * for players with protanopia, deuteranopia or tritanopia.
 */

export type Deficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';
type Matrix = readonly [readonly number[], readonly number[], readonly number[]];

const MACHADO: Record<Deficiency, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

type Rgb = [number, number, number];

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function hexToLinear(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [toLinear((value >> 16) & 255), toLinear((value >> 8) & 255), toLinear(value & 255)];
}

/** How the colour looks with the deficiency, in linear sRGB (clamped to the gamut). */
export function simulate(hex: string, deficiency: Deficiency | null): Rgb {
  const rgb = hexToLinear(hex);
  if (deficiency === null) return rgb;
  const m = MACHADO[deficiency];
  const row = (r: readonly number[]) =>
    Math.min(1, Math.max(0, (r[0] ?? 0) * rgb[0] + (r[1] ?? 0) * rgb[1] + (r[2] ?? 0) * rgb[2]));
  return [row(m[0]), row(m[1]), row(m[2])];
}

function toLab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE between two linear-sRGB colours (about 2.3 is just noticeable). */
export function deltaE(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = toLab(a);
  const [l2, a2, b2] = toLab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The smallest ΔE between any two of `hexes` as seen with `deficiency` (null: typical vision). */
export function smallestDifference(
  hexes: readonly string[],
  deficiency: Deficiency | null,
): number {
  let smallest = Number.POSITIVE_INFINITY;
  hexes.forEach((first, i) => {
    hexes.slice(i + 1).forEach((second) => {
      smallest = Math.min(
        smallest,
        deltaE(simulate(first, deficiency), simulate(second, deficiency)),
      );
    });
  });
  return smallest;
}

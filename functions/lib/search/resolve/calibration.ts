import fitted from './calibration.json' with { type: 'json' };

/**
 * Maps a profile's raw score to a confidence that means what it says: among profiles shown at about 80 %, about
 * 80 % are the person searched for. One logistic map per kind of query (name only, name with a hint):
 *
 *     confidence = sigmoid(slope × logit(raw) + intercept + perProfile × ln(profiles shown))
 *
 * The last term is the competition, for searches by name only: with ten people of that name, any one of them is
 * less likely the one meant. (With a hint, the raw score already weighs the namesakes when no hint fits, and a
 * profile that contradicts the hint stays unlikely however few others there are.) Fitted on a sample web the
 * benchmark never uses (`npm run bench:quality -- --fit`).
 */
export interface CalibrationMap {
  slope: number;
  intercept: number;
  perProfile: number;
}

export interface Calibration {
  nameOnly: CalibrationMap;
  hinted: CalibrationMap;
}

/** Leaves raw scores as they are: what the fit measures. */
export const RAW_SCORES: Calibration = {
  nameOnly: { slope: 1, intercept: 0, perProfile: 0 },
  hinted: { slope: 1, intercept: 0, perProfile: 0 },
};

export const CALIBRATION: Calibration = { nameOnly: fitted.nameOnly, hinted: fitted.hinted };

const EDGE = 1e-4;

function logit(p: number): number {
  const q = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(q / (1 - q));
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** What the map weighs, in the order of its parameters. */
function features(raw: number, profiles: number): [number, number, number] {
  return [logit(raw), 1, Math.log(Math.max(1, profiles))];
}

/** The confidence shown for a raw score among `profiles` profiles, in 0.01..0.99 to three decimals. */
export function calibrate(calibration: Calibration, raw: number, hinted: boolean, profiles: number): number {
  const map = hinted ? calibration.hinted : calibration.nameOnly;
  const [x, one, competition] = features(raw, profiles);
  const confidence = sigmoid(map.slope * x + map.intercept * one + map.perProfile * competition);
  return Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 1000) / 1000;
}

export interface CalibrationSample {
  raw: number;
  right: boolean;
  /** How many profiles the search showed. */
  profiles: number;
}

/** Solves a small linear system by Gaussian elimination with partial pivoting; null when it is singular. */
function solve(matrix: number[][], vector: number[]): number[] | null {
  const n = vector.length;
  const rows = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(rows[row]?.[col] ?? 0) > Math.abs(rows[pivot]?.[col] ?? 0)) pivot = row;
    }
    const top = rows[pivot];
    if (!top || Math.abs(top[col] ?? 0) < 1e-12) return null;
    [rows[col], rows[pivot]] = [top, rows[col] ?? top];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = (rows[row]?.[col] ?? 0) / (top[col] ?? 1);
      rows[row] = (rows[row] ?? []).map((value, k) => value - factor * (top[k] ?? 0));
    }
  }
  return rows.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/**
 * Fits one map by maximum likelihood (Newton's method, with a small ridge toward the raw scores so that a sample
 * with no errors still gives finite values); without `competition`, perProfile stays 0.
 */
export function fitCalibrationMap(samples: CalibrationSample[], competition: boolean): CalibrationMap {
  const ridge = 1e-3;
  const prior = [1, 0, 0];
  const used = competition ? 3 : 2;
  let weights = prior.slice(0, used);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = weights.map((w, i) => -ridge * (w - (prior[i] ?? 0)));
    const hessian: number[][] = weights.map((_, i) => weights.map((__, j) => (i === j ? ridge : 0)));
    for (const sample of samples) {
      const f = features(sample.raw, sample.profiles).slice(0, used);
      const p = sigmoid(f.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0));
      const error = (sample.right ? 1 : 0) - p;
      const weight = p * (1 - p);
      for (let i = 0; i < f.length; i++) {
        gradient[i] = (gradient[i] ?? 0) + error * (f[i] ?? 0);
        for (let j = 0; j < f.length; j++) {
          const row = hessian[i];
          if (row) row[j] = (row[j] ?? 0) + weight * (f[i] ?? 0) * (f[j] ?? 0);
        }
      }
    }
    const step = solve(hessian, gradient);
    if (!step) break;
    weights = weights.map((w, i) => w + (step[i] ?? 0));
    if (step.reduce((sum, value) => sum + Math.abs(value), 0) < 1e-9) break;
  }
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return {
    slope: round(weights[0] ?? 1),
    intercept: round(weights[1] ?? 0),
    perProfile: round(weights[2] ?? 0),
  };
}

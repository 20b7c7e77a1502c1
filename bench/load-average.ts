// The machine's load average while a benchmark's work runs (bench:load): these 2 cores are
// shared, so every figure is read beside how busy they were.
import { loadavg } from 'node:os';

export type LoadAverage = { mean: number; highest: number };

export const loadAverageLine = (load: LoadAverage) =>
  `load average ${load.mean.toFixed(1)} (highest ${load.highest.toFixed(1)})`;

/** The load average every 5 s while `work` runs: its mean and highest. */
export const withLoadAverage = async <T>(work: () => Promise<T>) => {
  const samples = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 5_000);
  try {
    const result = await work();
    samples.push(loadavg()[0]!);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    return { result, load: { mean, highest: Math.max(...samples) } };
  } finally {
    clearInterval(timer);
  }
};

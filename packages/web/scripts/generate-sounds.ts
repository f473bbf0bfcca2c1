// Synthesizes the app's sound effects into public/sounds/*.wav (mono, 22050 Hz, 16-bit PCM).
// Run: npx tsx packages/web/scripts/generate-sounds.ts. The output is deterministic (no
// randomness), so running it again changes nothing; the sounds are CC0-1.0 (public/sounds/LICENSE.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const OUT_DIR = fileURLToPath(new URL('../public/sounds/', import.meta.url));

type Wave = 'sine' | 'triangle' | 'square';

interface Note {
  /** Start, seconds from the start of the sound. */
  at: number;
  duration: number;
  /** Frequency in Hz at the start, and at the end (a slide) when given. */
  freq: number;
  toFreq?: number;
  wave?: Wave;
  gain?: number;
  /** Attack in seconds; the rest decays exponentially. */
  attack?: number;
}

function oscillator(wave: Wave, phase: number): number {
  const cycle = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * cycle);
    case 'triangle':
      return 1 - 4 * Math.abs(cycle - 0.5);
    case 'square':
      // Softened: the first three odd harmonics only, so it buzzes without aliasing.
      return (
        (Math.sin(2 * Math.PI * cycle) +
          Math.sin(6 * Math.PI * cycle) / 3 +
          Math.sin(10 * Math.PI * cycle) / 5) *
        0.8
      );
  }
}

/** Mixes `notes` into a buffer of `seconds`, normalised to a peak of `peak`. */
function render(seconds: number, notes: readonly Note[], peak = 0.8): Float64Array {
  const samples = new Float64Array(Math.round(seconds * SAMPLE_RATE));
  for (const note of notes) {
    const { at, duration, freq, wave = 'sine', gain = 1, attack = 0.01 } = note;
    const toFreq = note.toFreq ?? freq;
    const start = Math.round(at * SAMPLE_RATE);
    const length = Math.min(Math.round(duration * SAMPLE_RATE), samples.length - start);
    let phase = 0;
    for (let i = 0; i < length; i++) {
      const t = i / SAMPLE_RATE;
      const progress = i / length;
      phase += (freq + (toFreq - freq) * progress) / SAMPLE_RATE;
      const rise = Math.min(1, t / attack);
      const decay = Math.exp(-3 * progress);
      // A short fade at the very end avoids a click.
      const tail = Math.min(1, (length - i) / (0.005 * SAMPLE_RATE));
      samples[start + i]! += oscillator(wave, phase) * gain * rise * decay * tail;
    }
  }
  let max = 0;
  for (const sample of samples) max = Math.max(max, Math.abs(sample));
  if (max > 0) for (let i = 0; i < samples.length; i++) samples[i] = (samples[i]! / max) * peak;
  return samples;
}

/** A 16-bit PCM mono WAV file of `samples` (each -1..1). */
function wav(samples: Float64Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    data.writeInt16LE(Math.round(clamped * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const B5 = 987.77;
const C6 = 1046.5;

/** The sound effects, by file name (the names of src/sound/sound-names.ts). */
const SOUNDS: Record<string, Float64Array> = {
  // A bright two-note chime, rising.
  correct: render(0.55, [
    { at: 0, duration: 0.25, freq: E5, wave: 'triangle' },
    { at: 0, duration: 0.25, freq: E5 * 2, gain: 0.25 },
    { at: 0.12, duration: 0.43, freq: B5, wave: 'triangle' },
    { at: 0.12, duration: 0.43, freq: B5 * 2, gain: 0.25 },
  ]),
  // A low double buzz.
  wrong: render(0.5, [
    { at: 0, duration: 0.22, freq: 150, wave: 'square' },
    { at: 0, duration: 0.22, freq: 155, wave: 'square', gain: 0.6 },
    { at: 0.24, duration: 0.26, freq: 140, wave: 'square' },
    { at: 0.24, duration: 0.26, freq: 145, wave: 'square', gain: 0.6 },
  ]),
  // A short wood-block tick for each of the last 5 seconds.
  tick: render(
    0.09,
    [
      { at: 0, duration: 0.09, freq: 1400, attack: 0.002 },
      { at: 0, duration: 0.05, freq: 2800, gain: 0.3, attack: 0.002 },
    ],
    0.6,
  ),
  // Two falling slides: time is up.
  timeout: render(0.85, [
    { at: 0, duration: 0.38, freq: 440, toFreq: 370, wave: 'triangle' },
    { at: 0.4, duration: 0.45, freq: 349, toFreq: 262, wave: 'triangle' },
    { at: 0.4, duration: 0.45, freq: 174.5, toFreq: 131, wave: 'sine', gain: 0.4 },
  ]),
  // A rising arpeggio, then the major chord held.
  winner: render(1.9, [
    { at: 0, duration: 0.18, freq: C5, wave: 'triangle' },
    { at: 0.15, duration: 0.18, freq: E5, wave: 'triangle' },
    { at: 0.3, duration: 0.18, freq: G5, wave: 'triangle' },
    { at: 0.45, duration: 1.45, freq: C6, wave: 'triangle', attack: 0.02 },
    { at: 0.45, duration: 1.45, freq: G5, wave: 'triangle', gain: 0.7, attack: 0.02 },
    { at: 0.45, duration: 1.45, freq: E5, wave: 'triangle', gain: 0.7, attack: 0.02 },
    { at: 0.45, duration: 1.45, freq: C5 / 2, gain: 0.5, attack: 0.02 },
  ]),
};

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, samples] of Object.entries(SOUNDS)) {
  const file = `${OUT_DIR}${name}.wav`;
  writeFileSync(file, wav(samples));
  console.log(`wrote ${file} (${(samples.length / SAMPLE_RATE).toFixed(2)} s)`);
}

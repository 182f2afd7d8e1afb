// Sound and vibration for the answer, where the phone allows: the helper at
// the door looks at the person, not at the screen.
import type { CheckInStatus } from '../../../../../contract/schemas';

let audio: AudioContext | null = null;

function beep(frequency: number, ms: number, times: number): void {
  try {
    audio ??= new AudioContext();
    for (let i = 0; i < times; i++) {
      const start = audio.currentTime + (i * ms * 1.5) / 1000;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + ms / 1000);
    }
  } catch {
    // No audio (blocked until a tap, or unsupported): the colour still says it.
  }
}

/** Browsers let a page play sound only after a tap: create the audio context in one. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    // No Web Audio: vibration and colour only.
  }
}

export function signal(status: CheckInStatus): void {
  const good = status === 'checked_in';
  const amber = status === 'already_checked_in';
  beep(good ? 880 : amber ? 520 : 220, good ? 120 : 180, good ? 1 : amber ? 2 : 3);
  try {
    navigator.vibrate?.(good ? 80 : amber ? [80, 60, 80] : [200, 80, 200]);
  } catch {
    // Vibration not allowed here.
  }
}

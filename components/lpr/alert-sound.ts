'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The live alerts' optional sound for hot-list matches (issue 29 item 4): off unless the user
 * turns it on, remembered in this browser (localStorage), a short two-tone chime made with the
 * Web Audio API (no audio file). Browsers let a page play sound only after the user acted on it:
 * turning the switch on is such an act, and it starts the audio context then.
 */

export const ALERT_SOUND_KEY = 'vert.alerts.sound';
const CHANGED = 'vert:alert-sound';

function readSetting(): boolean {
  try {
    return window.localStorage.getItem(ALERT_SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/** Plays the chime: two short sine tones, 880 Hz then 660 Hz, faded in and out (~0.35 s). */
export function playAlertSound(): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.01;
  [880, 660].forEach((frequency, i) => {
    const at = start + i * 0.18;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  });
}

/** Whether the sound is on (false while rendering on the server), and the switch. */
export function useAlertSound(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readSetting, () => false);
  const set = useCallback((next: boolean) => {
    try {
      if (next) window.localStorage.setItem(ALERT_SOUND_KEY, 'on');
      else window.localStorage.removeItem(ALERT_SOUND_KEY);
    } catch {
      // storage refused (private mode): the setting cannot be kept, so it stays off
    }
    window.dispatchEvent(new Event(CHANGED));
    // Started by the user's own click, so the browser lets it play later.
    if (next)
      audioContext()
        ?.resume()
        .catch(() => undefined);
  }, []);
  return [on, set];
}
